import { referenceOf, type LighthouseRun } from './lighthouse';

const run = (mainThread: number, score = 90, tbt = 100): LighthouseRun => ({
  score, lcp: 1000, tbt, cls: 0, fcp: 800, si: 1000, tti: 2000, requests: 10, transferBytes: 1000, mainThread, benchmarkIndex: 1500, loadAverage: 1,
});

describe("the no-script copy's runs beside the page's", () => {
  it("when each page run has its copy's run after it, then the scripts' cost is the difference and the ratio of each pair", () => {
    const ref = referenceOf([run(3000), run(5000), run(4000)], [run(1000, 100, 0), run(2000, 100, 0), run(2000, 100, 0)]);
    expect(ref.scriptCost).toEqual({ median: 2000, min: 2000, max: 3000, n: 3 });
    expect(ref.ratio).toEqual({ median: 2.5, min: 2, max: 3, n: 3 });
    expect(ref.mainThread.median).toBe(2000);
    expect(ref.score.median).toBe(100);
  });

  it('when a run failed, then its pair is left out rather than counted as free', () => {
    const failed = { ...run(Number.NaN, Number.NaN), error: 'NO_FCP' };
    const ref = referenceOf([run(3000), run(9000)], [run(1000), failed]);
    expect(ref.scriptCost).toEqual({ median: 2000, min: 2000, max: 2000, n: 1 });
    expect(ref.score.n).toBe(1);
  });
});
