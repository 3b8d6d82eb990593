import { spawn } from 'node:child_process';
import net from 'node:net';
import { waitUntil } from './wait-until';

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.write('PING\r\n');
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
    });
    socket.once('error', () => resolve(false));
  });

/**
 * A throw-away Redis for one test file on its own port (6390-6399; give each file its own), without
 * persistence. Stopped by its pid, so nothing else on the machine is touched.
 */
export async function startRedisServer(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let failed: Error | undefined;
  child.once('error', (err) => (failed = err));
  await waitUntil(async () => {
    if (failed) throw failed;
    if (child.exitCode !== null) throw new Error(`redis-server on port ${port} exited with ${child.exitCode} (port taken?)`);
    return answers(port);
  }, `redis-server on port ${port}`);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGTERM');
      await exited;
    },
  };
}
