/**
 * Resolves in a later task, so the browser can paint and handle input in between. Start-up evaluates
 * a few hundred kilobytes of modules; done in one go it is a single long task on a phone, which is
 * what Total Blocking Time and input delay count. Chrome's scheduler.yield() keeps our place at the
 * front of the queue; elsewhere a macrotask does the same job.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the browser has painted the next frame. Work started then cannot hold back that paint,
 * which is the one an interaction waits for (INP): the click that adds to cart paints before the side
 * cart's remote is evaluated.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
