import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { waitUntil } from './wait-until';

const GATEWAY_SRC = path.resolve(__dirname, '..', '..');

export interface GatewayProcess {
  port: number;
  url: string;
  pid: number;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>;
  /** SIGKILL, as a crashed host or an OOM kill ends it: no shutdown code runs. */
  kill(): Promise<string>;
}

const answersHealth = async (url: string) => {
  try {
    return (await fetch(`${url}/healthz`)).status === 200;
  } catch {
    return false;
  }
};

/**
 * The gateway as `npm start` runs it (one node process, TypeScript through tsx, its Storefront worker a
 * thread inside it), on a port chosen by the test; ready once /healthz answers.
 */
export async function startGatewayProcess(port: number, env: Record<string, string>): Promise<GatewayProcess> {
  const child = spawn(process.execPath, ['--import', pathToFileURL(require.resolve('tsx')).href, path.join(GATEWAY_SRC, 'start.ts')], {
    env: { ...process.env, NODE_ENV: 'production', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntil(async () => {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`gateway on port ${port} exited during start-up:\n${output}`);
      return answersHealth(url);
    }, `the gateway on port ${port} to answer /healthz`, 240_000);
  } catch (err) {
    // The caller never gets a handle to a gateway that did not come up, so it is stopped here.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    throw err;
  }
  return {
    port,
    url,
    pid: child.pid!,
    output: () => output,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
  };
}
