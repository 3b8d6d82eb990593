import type { Page } from 'playwright-core';
import { cpuRateFor } from './interaction';

const tab = {} as Page;

describe("the interaction step's CPU throttling", () => {
  it('when no slower host is asked for, then each sample runs at the preset 4× without measuring the host', async () => {
    const measure = jest.fn(async () => 2300);
    expect(await cpuRateFor(tab, undefined, measure)).toEqual({ rate: 4 });
    expect(measure).not.toHaveBeenCalled();
  });

  it("when a slower host is asked for, then the rate is 4× scaled by the benchmarkIndex measured in the sample's tab over that host's", async () => {
    const measure = jest.fn(async () => 2300);
    expect(await cpuRateFor(tab, 1150, measure)).toEqual({ rate: 8, benchmarkIndex: 2300 });
    expect(measure).toHaveBeenCalledWith(tab);
  });

  it('when this host is slower than the one asked for, then it is slowed less than 4×, and never sped up', async () => {
    expect((await cpuRateFor(tab, 1150, async () => 900)).rate).toBe(3.13);
    expect((await cpuRateFor(tab, 1150, async () => 200)).rate).toBe(1);
  });
});
