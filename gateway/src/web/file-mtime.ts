import { stat } from 'node:fs/promises';

type Stat = (file: string) => Promise<{ mtimeMs: number }>;

/**
 * A file's modification time (-1 while it is missing), with one stat in flight per file: the callers
 * that ask while it runs share its answer. A page asks for the same few build files up to seven times
 * (the shell's bundle and preload manifest, the remote's), and twenty pages render at once under load,
 * so most of those stats (each a trip through libuv's thread pool) were asking what another had just
 * asked. A caller after the answer came starts a new stat, so a redeployed build is seen as before.
 */
export function createMtimeReader(statFile: Stat = stat): (file: string) => Promise<number> {
  const inFlight = new Map<string, Promise<number>>();
  return (file) => {
    let running = inFlight.get(file);
    if (!running) {
      running = statFile(file).then(
        (s) => s.mtimeMs,
        () => -1,
      );
      inFlight.set(file, running);
      void running.finally(() => inFlight.delete(file));
    }
    return running;
  };
}

/** The gateway's one reader of build files' modification times. */
export const mtimeOf = createMtimeReader();
