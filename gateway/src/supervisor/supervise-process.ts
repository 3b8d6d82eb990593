import { spawn, type ChildProcess } from 'node:child_process';
import type { Logger } from 'pino';

/**
 * Keeps one child process running: when it dies it is started again, after a pause that doubles
 * while it keeps dying young, and a log line says why it died (its exit code or signal, and the last
 * thing it wrote to stderr, where Node reports a crash or an exhausted heap). The child's output
 * passes through unchanged.
 */
export interface SuperviseOptions {
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  logger: Logger;
  /** Exit codes that mean "do not try again" (bad configuration): the supervisor ends with them. */
  fatalExitCodes?: number[];
  restartDelayMs?: { first: number; max: number };
  /** A child that ran this long counts as healthy: the next restart waits the first delay again. */
  healthyAfterMs?: number;
  /** Called when the supervisor stops for good (a fatal exit code, or stop()). */
  onGiveUp?: (code: number) => void;
}

export interface Supervisor {
  starts(): number;
  /** The running child, if any (tests kill it). */
  child(): ChildProcess | null;
  /** Sends the signal to the child and resolves when it has exited; no restart follows. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const TAIL_LINES = 20;

/** The line of the stderr tail that best says why the process died. */
export function deathReason(code: number | null, signal: NodeJS.Signals | null, stderrTail: string[]): string {
  const text = stderrTail.join('\n');
  const status = signal ? `killed by ${signal}` : `exit code ${code}`;
  if (/heap limit|out of memory|allocation failed/i.test(text)) return `${status}: out of memory (${stderrTail.find((l) => /heap limit|out of memory|allocation failed/i.test(l))?.trim()})`;
  const last = [...stderrTail].reverse().find((l) => /\S/.test(l) && !/^\s+at /.test(l));
  return last ? `${status}: ${last.trim().slice(0, 300)}` : status;
}

export function superviseProcess(opts: SuperviseOptions): Supervisor {
  const delays = opts.restartDelayMs ?? { first: 1000, max: 30_000 };
  const healthyAfter = opts.healthyAfterMs ?? 60_000;
  let current: ChildProcess | null = null;
  let starts = 0;
  let stopping = false;
  let delay = delays.first;
  let timer: NodeJS.Timeout | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = () => {
    starts += 1;
    const startedAt = Date.now();
    const tail: string[] = [];
    let partial = '';
    const child = spawn(opts.command, opts.args, { cwd: opts.cwd, env: opts.env ?? process.env, stdio: ['ignore', 'inherit', 'pipe'] });
    current = child;
    child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      tail.push(...lines);
      if (tail.length > TAIL_LINES) tail.splice(0, tail.length - TAIL_LINES);
    });
    exited = new Promise<void>((resolve) => {
      child.once('exit', (code, signal) => {
        if (partial) tail.push(partial);
        current = null;
        resolve();
        if (stopping) return;
        const reason = deathReason(code, signal, tail);
        if (code !== null && opts.fatalExitCodes?.includes(code)) {
          opts.logger.fatal({ code, reason }, `gateway process stopped (${reason}); not restarting: fix the cause and start again`);
          stopping = true;
          opts.onGiveUp?.(code);
          return;
        }
        if (Date.now() - startedAt >= healthyAfter) delay = delays.first;
        opts.logger.error({ code, signal, reason, restartInMs: delay, starts }, `gateway process died (${reason}); restarting it`);
        timer = setTimeout(start, delay);
        delay = Math.min(delays.max, delay * 2);
      });
    });
  };
  start();

  return {
    starts: () => starts,
    child: () => current,
    stop: async (signal = 'SIGTERM') => {
      stopping = true;
      clearTimeout(timer);
      current?.kill(signal);
      await exited;
    },
  };
}
