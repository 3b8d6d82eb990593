import { firstLayoutOfTrace, type TraceEvent } from './first-layout';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name } });
const x = (name: string, pid: number, tid: number, ts: number, durMs: number, tdurMs?: number): TraceEvent =>
  ({ name, ph: 'X', ts, dur: durMs * 1000, ...(tdurMs === undefined ? {} : { tdur: tdurMs * 1000 }), pid, tid });

describe('firstLayoutOfTrace', () => {
  const events: TraceEvent[] = [
    thread(1, 10, 'CrRendererMain'),
    thread(2, 20, 'CrRendererMain'), // another renderer (about:blank)
    { name: 'firstContentfulPaint', ph: 'R', ts: 5_000, pid: 1, tid: 10 },
    x('ThreadControllerImpl::RunTask', 1, 10, 1_000, 12, 10),
    x('ThreadControllerImpl::RunTask', 1, 10, 20_000, 70, 30), // the first layout: waits as long as it works
    x('FontCache::GetFontPlatformData', 1, 10, 21_000, 8),
    x('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', 1, 10, 21_100, 6),
    x('FontCache::GetFontPlatformData', 1, 10, 40_000, 4),
    x('FontDataManager::onMatchFamilyStyle', 1, 10, 40_100, 3),
    x('ThreadControllerImpl::RunTask', 2, 20, 30_000, 200, 150), // not the painting renderer
    x('FontDataManager::onMatchFamilyStyle', 2, 20, 30_100, 3),
  ];

  it("when a page is traced, then its largest task is read with its CPU, and the painting renderer's font requests and waits are counted", () => {
    expect(firstLayoutOfTrace(events)).toEqual({ largestWall: 70, largestCpu: 30, fontRequests: 2, fontWait: 12, cpu: 40 });
  });

  it('when a trace has no first paint, then there is nothing to read', () => {
    expect(firstLayoutOfTrace(events.filter((e) => e.name !== 'firstContentfulPaint'))).toBeNull();
  });
});
