import { existsSync } from 'node:fs';
import os from 'node:os';

const TASKSET = '/usr/bin/taskset';

/** Core lists for the load measurements: the server on the last core, the client on the first. */
export function coreSplit(): { server?: string; client?: string } {
  const cores = os.cpus().length;
  if (cores < 2 || !existsSync(TASKSET)) return {};
  return { server: String(cores - 1), client: cores > 2 ? `0-${cores - 2}` : '0' };
}

/** Wraps a command in `taskset -c <cpus>` when a CPU list is given and taskset exists. */
export function pinned(cpus: string | undefined, command: string, args: string[]): [string, string[]] {
  if (!cpus || !existsSync(TASKSET)) return [command, args];
  return [TASKSET, ['-c', cpus, command, ...args]];
}

/** Pins the running process (the load client) to a CPU list. */
export async function pinSelf(cpus: string | undefined): Promise<void> {
  if (!cpus || !existsSync(TASKSET)) return;
  const { execFileSync } = await import('node:child_process');
  execFileSync(TASKSET, ['-a', '-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' });
}
