import { cpuOfTrace, type TraceEvent } from './main-thread-cpu';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name } });
const task = (pid: number, tid: number, ts: number, tdurMs: number, durMs = tdurMs * 3): TraceEvent =>
  ({ name: 'ThreadControllerImpl::RunTask', ph: 'X', ts, dur: durMs * 1000, tdur: tdurMs * 1000, pid, tid });

describe('cpuOfTrace', () => {
  const events: TraceEvent[] = [
    thread(1, 10, 'CrRendererMain'),
    thread(1, 11, 'Compositor'),
    thread(2, 20, 'CrRendererMain'), // another renderer (about:blank, an extension page)
    task(1, 10, 1_000, 30), // before the first paint: not counted
    { name: 'firstContentfulPaint', ph: 'R', ts: 5_000, pid: 1, tid: 10 },
    task(1, 10, 6_000, 10), // 10 ms of CPU in 30 ms of wall time: 80 ms at 8×, 30 blocking
    task(1, 10, 9_000, 5), // 40 ms at 8×: not long
    task(1, 11, 9_500, 40), // not the main thread
    task(2, 20, 9_600, 40), // not the painting renderer
  ];

  it("when a load is traced, then only its main thread's tasks after first paint count, by their CPU time", () => {
    expect(cpuOfTrace(events, 8)).toMatchObject({ cpuAfterFcp: 15, blocking: 30, longTasks: 1 });
  });

  it('when the host is taken as slower, then the same CPU blocks longer', () => {
    expect(cpuOfTrace(events, 12)).toMatchObject({ cpuAfterFcp: 15, blocking: 70 + 10, longTasks: 2 });
  });

  it("when tasks wait for a core, then the wall blocking counts their wall time at Lighthouse's 4×, whatever the slowdown asked", () => {
    // 30 ms of wall → 120 at 4×, 70 blocking; 15 ms → 60, 10 blocking.
    expect(cpuOfTrace(events, 8)?.wallBlocking).toBe(70 + 10);
    expect(cpuOfTrace(events, 12)?.wallBlocking).toBe(70 + 10);
  });

  it('when a trace has no first paint, then there is nothing to count', () => {
    expect(cpuOfTrace(events.filter((e) => e.name !== 'firstContentfulPaint'), 8)).toBeNull();
  });
});
