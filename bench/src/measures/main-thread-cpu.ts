/** A page load's main-thread CPU after first paint, from a Chrome trace (devtools.timeline, toplevel). */

export interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string } }

export interface LoadCpu {
  /** Thread CPU of the main thread's tasks from first contentful paint to the end of the trace, ms. */
  cpuAfterFcp: number;
  /** Σ max(0, CPU × slowdown − 50 ms) over those tasks: the TBT their CPU alone would make. */
  blocking: number;
  /** Tasks whose CPU × slowdown is over 50 ms. */
  longTasks: number;
  /**
   * Σ max(0, wall × 4 − 50 ms) over the same tasks: what Lighthouse's simulation at its preset 4× counts,
   * from wall time, which on a two-core host is two to four times the CPU (other threads and processes
   * take the cores). Host-bound: read it only beside the other build's, loads alternating.
   */
  wallBlocking: number;
}

const LONG_TASK_MS = 50;
/** A task of a thread's run loop in a trace. */
export const TASK = 'ThreadControllerImpl::RunTask';
/** Lighthouse's preset CPU slowdown (mobile). */
const LIGHTHOUSE_SLOWDOWN = 4;

/**
 * The first contentful paint of a load and the events of the main thread of the renderer that painted it
 * (a trace holds other renderers too: about:blank, an extension page). Null when the trace has no first paint.
 */
export function paintingMainThread(events: readonly TraceEvent[]): { fcp: TraceEvent; events: TraceEvent[] } | null {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === fcp.pid).map((e) => e.tid));
  return { fcp, events: events.filter((e) => e.pid === fcp.pid && mains.has(e.tid)) };
}

/**
 * The renderer's main-thread tasks from its first contentful paint on, by thread CPU time (a task's wall
 * time also counts the moments another process had the core), slowed `slowdown`× as a slower host would
 * run them. Null when the trace has no first paint.
 */
export function cpuOfTrace(events: readonly TraceEvent[], slowdown: number): LoadCpu | null {
  const main = paintingMainThread(events);
  if (!main) return null;
  const tasks = main.events.filter((e) => e.name === TASK && e.ts >= main.fcp.ts);
  const cpus = tasks.map((task) => (task.tdur ?? task.dur ?? 0) / 1000);
  const walls = tasks.map((task) => (task.dur ?? 0) / 1000);
  const slowed = cpus.map((cpu) => cpu * slowdown);
  return {
    cpuAfterFcp: cpus.reduce((sum, cpu) => sum + cpu, 0),
    blocking: slowed.reduce((sum, s) => sum + Math.max(0, s - LONG_TASK_MS), 0),
    longTasks: slowed.filter((s) => s > LONG_TASK_MS).length,
    wallBlocking: walls.reduce((sum, wall) => sum + Math.max(0, wall * LIGHTHOUSE_SLOWDOWN - LONG_TASK_MS), 0),
  };
}
