import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { deathReason, superviseProcess, type Supervisor } from './supervise-process';

/** Polls a condition (a state, not a duration); the bound only stops a hang. */
async function waitFor(check: () => boolean, what: string, boundMs = 20_000): Promise<void> {
  const until = Date.now() + boundMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function capture() {
  const lines: Array<{ level: number; msg: string; reason?: string }> = [];
  return { lines, logger: pino({ level: 'info' }, { write: (l: string) => void lines.push(JSON.parse(l)) }) };
}

// The first run dies as a crashing gateway would; later runs stay up.
const CRASH_ONCE = `
const fs = require('node:fs');
const marker = process.argv[1];
if (!fs.existsSync(marker)) { fs.writeFileSync(marker, '1'); console.error('Error: the catalogue exploded'); console.error('    at main (start.ts:1:1)'); process.exit(1); }
setInterval(() => {}, 1000);
`;

describe('process supervisor', () => {
  let supervisor: Supervisor | undefined;
  const stderrWrite = process.stderr.write.bind(process.stderr);
  beforeAll(() => {
    // The child's stderr passes through; keep the test output quiet.
    process.stderr.write = (() => true) as typeof process.stderr.write;
  });
  afterAll(() => {
    process.stderr.write = stderrWrite;
  });
  afterEach(async () => {
    await supervisor?.stop();
    supervisor = undefined;
  });

  it('when the process dies, then it is started again and a log line says why it died', async () => {
    const { lines, logger } = capture();
    const marker = path.join(mkdtempSync(path.join(tmpdir(), 'tjb-sup-')), 'crashed');
    supervisor = superviseProcess({ command: process.execPath, args: ['-e', CRASH_ONCE, marker], logger, restartDelayMs: { first: 10, max: 10 } });
    await waitFor(() => supervisor!.starts() === 2 && supervisor!.child() !== null, 'the restart');
    const died = lines.find((l) => l.level === 50);
    expect(died?.msg).toBe('gateway process died (exit code 1: Error: the catalogue exploded); restarting it');
    expect(supervisor.child()!.exitCode).toBeNull();
  });

  it('when the process is killed by a signal, then that is the reason given', async () => {
    const { lines, logger } = capture();
    supervisor = superviseProcess({ command: process.execPath, args: ['-e', 'setInterval(() => {}, 1000)'], logger, restartDelayMs: { first: 10, max: 10 } });
    await waitFor(() => supervisor!.child()?.pid !== undefined, 'the first start');
    supervisor.child()!.kill('SIGKILL');
    await waitFor(() => supervisor!.starts() === 2, 'the restart');
    expect(lines.find((l) => l.level === 50)?.reason).toBe('killed by SIGKILL');
  });

  it('when the process exits for bad configuration, then it is not restarted and the supervisor gives up with its code', async () => {
    const { lines, logger } = capture();
    let gaveUp: number | undefined;
    supervisor = superviseProcess({
      command: process.execPath, args: ['-e', 'console.error("Invalid gateway configuration: PORT"); process.exit(78)'], logger,
      fatalExitCodes: [78], restartDelayMs: { first: 10, max: 10 }, onGiveUp: (code) => { gaveUp = code; },
    });
    await waitFor(() => gaveUp !== undefined, 'giving up');
    expect(gaveUp).toBe(78);
    expect(supervisor.starts()).toBe(1);
    expect(lines.find((l) => l.level === 60)?.reason).toBe('exit code 78: Invalid gateway configuration: PORT');
  });

  it("when V8 reports an exhausted heap, then the reason says out of memory", () => {
    const tail = ['<--- Last few GCs --->', 'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory', ' 1: 0xb090e0 node::Abort()'];
    expect(deathReason(null, 'SIGABRT', tail)).toBe('killed by SIGABRT: out of memory (FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory)');
  });
});
