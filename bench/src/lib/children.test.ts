/**
 * A bench stopped half-way (Ctrl-C, `kill`) stops the processes it started: a shop left running kept
 * its ports, and the next `pnpm bench` refused to start.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const SCRIPT = `
  const { spawnTracked } = require(${JSON.stringify(path.join(__dirname, 'children.ts'))});
  const child = spawnTracked(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  console.log(child.pid);
`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean, tries = 100): Promise<boolean> {
  for (let i = 0; i < tries && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
}

describe('spawnTracked', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('when the bench gets %s, then the process it started is stopped too', async (signal) => {
    // From the bench's folder, where its tsx is installed.
    const bench = spawn(process.execPath, ['--import', 'tsx', '-e', SCRIPT], { cwd: path.join(__dirname, '..', '..'), stdio: ['ignore', 'pipe', 'inherit'] });
    const [line] = (await Promise.race([once(bench.stdout!, 'data'), once(bench, 'exit').then(() => { throw new Error('the bench process exited before it started its child'); })])) as [Buffer];
    const pid = Number(line.toString().trim());
    expect(alive(pid)).toBe(true);
    const exited = once(bench, 'exit');
    bench.kill(signal);
    const [code] = (await exited) as [number | null];
    expect(code).toBe(signal === 'SIGINT' ? 130 : 143);
    expect(await until(() => !alive(pid))).toBe(true);
  });
});
