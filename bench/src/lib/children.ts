import { spawn as spawnProcess, type ChildProcess } from 'node:child_process';

/** Every process the bench started that has not exited yet. */
const live = new Set<ChildProcess>();
let hooked = false;

/**
 * Stops what the bench started when the bench itself is stopped (Ctrl-C, `kill`): a shop, nginx or
 * redis-server left running keeps its port, and the next `pnpm bench` cannot start. Only SIGINT and
 * SIGTERM: on a normal exit every step has stopped its own processes already.
 */
function stopOnSignal(): void {
  if (hooked) return;
  hooked = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of live) child.kill('SIGTERM');
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
}

/** child_process.spawn (its overloads and stdio types kept), with the child stopped if the bench is stopped before it. */
export const spawnTracked = ((...args: Parameters<typeof spawnProcess>) => {
  stopOnSignal();
  const child = (spawnProcess as (...a: Parameters<typeof spawnProcess>) => ChildProcess)(...args);
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}) as typeof spawnProcess;

/** How many started processes are still running (for tests). */
export function liveChildren(): number {
  return live.size;
}
