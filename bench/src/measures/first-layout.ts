/** What a page load's largest main-thread task took and how long the renderer waited on fonts, from a Chrome trace. */
import { TASK, paintingMainThread, type TraceEvent } from './main-thread-cpu';

export type { TraceEvent };

export interface FirstLayout {
  /** The largest main-thread task (on a page without scripts, the first style, layout and paint), wall ms. */
  largestWall: number;
  /** Its thread CPU, ms: the rest of its wall time the renderer waited (on the browser, for a core). */
  largestCpu: number;
  /**
   * Synchronous font requests the main thread made to the browser process: on Linux one per family matched,
   * per strike (family, size, weight) whose render style it needs, per system font file it opens.
   */
  fontRequests: number;
  /** Wall ms inside FontCache::GetFontPlatformData: getting the fonts, requests included. */
  fontWait: number;
  /** Thread CPU of all the main thread's tasks, ms. */
  cpu: number;
}

const FONT_REQUESTS = new Set([
  'FontDataManager::onMatchFamilyStyle',
  'FontDataManager::onMakeFromStreamArgs',
  'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike',
  'FontServiceApp::MatchFontByPostscriptNameOrFullFontName',
]);

/** Null when the trace has no first paint (the renderer that painted is how its main thread is found). */
export function firstLayoutOfTrace(events: readonly TraceEvent[]): FirstLayout | null {
  const main = paintingMainThread(events);
  if (!main) return null;
  const onMain = main.events;
  const tasks = onMain.filter((e) => e.name === TASK);
  const largest = tasks.reduce<TraceEvent | undefined>((a, t) => (!a || (t.dur ?? 0) > (a.dur ?? 0) ? t : a), undefined);
  return {
    largestWall: (largest?.dur ?? 0) / 1000,
    largestCpu: (largest?.tdur ?? 0) / 1000,
    fontRequests: onMain.filter((e) => FONT_REQUESTS.has(e.name)).length,
    fontWait: onMain.filter((e) => e.name === 'FontCache::GetFontPlatformData').reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000,
    cpu: tasks.reduce((sum, t) => sum + (t.tdur ?? 0), 0) / 1000,
  };
}
