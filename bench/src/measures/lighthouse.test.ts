import { cpuMultiplierFor, cpuThrottleFor, failedInRecording, referenceOf, type LighthouseRun } from './lighthouse';

const run = (mainThread: number, score = 90, tbt = 100): LighthouseRun => ({
  score, lcp: 1000, tbt, cls: 0, fcp: 800, si: 1000, tti: 2000, requests: 10, transferBytes: 1000, mainThread, benchmarkIndex: 1500, cpuMultiplier: 4, loadAverage: 1,
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

describe('the CPU slowdown that makes this host judge a page as a slower host would', () => {
  it('when this host is twice as fast as the one emulated, then it slows the CPU twice as much as the preset', () => {
    expect(cpuMultiplierFor(2300, 1150)).toBe(8);
    expect(cpuMultiplierFor(2478, 1150)).toBe(8.62);
  });

  it('when this host is the one emulated, then the preset 4× stands', () => {
    expect(cpuMultiplierFor(1150, 1150)).toBe(4);
  });

  it('when this host is slower than the one emulated, then it slows less, but never below 1×', () => {
    expect(cpuMultiplierFor(575, 1150)).toBe(2);
    expect(cpuMultiplierFor(100, 1150)).toBe(1);
  });

  it('when an index is missing, then it says so rather than simulate some device', () => {
    expect(() => cpuMultiplierFor(Number.NaN, 1150)).toThrow(/benchmarkIndex/);
  });
});

describe("the page's own CPU slowdown when a slower host is emulated by throttling", () => {
  it("when this host is three times as fast as the one emulated, then the page runs three times slower under Lighthouse's usual 4×", () => {
    expect(cpuThrottleFor(3450, 1150)).toBe(3);
    expect(cpuThrottleFor(2478, 1150)).toBe(2.15);
    expect(() => cpuThrottleFor(Number.NaN, 1150)).toThrow(/benchmarkIndex/);
  });

  it('when this host is as slow as the one emulated or slower, then the page runs at its own speed', () => {
    expect(cpuThrottleFor(1150, 1150)).toBe(1);
    expect(cpuThrottleFor(575, 1150)).toBe(1);
  });
});

describe('which failed runs are made again', () => {
  it("when Lighthouse's recording of the load failed, then the run is made again; when the page failed, it stands", () => {
    expect(failedInRecording({ error: 'NO_NAVSTART: Something went wrong with recording the trace over your page load.' })).toBe(true);
    expect(failedInRecording({ error: 'PROTOCOL_TIMEOUT: Waiting for DevTools protocol response has exceeded the allotted time.' })).toBe(true);
    expect(failedInRecording({ error: 'NO_FCP: The page did not paint any content.' })).toBe(false);
    expect(failedInRecording({ error: 'ERRORED_DOCUMENT_REQUEST: Lighthouse was unable to reliably load the page you requested.' })).toBe(false);
    expect(failedInRecording({})).toBe(false);
  });
});
