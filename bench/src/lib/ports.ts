import net from 'node:net';

/** True when nothing listens on 127.0.0.1:port. */
export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function assertPortsFree(ports: number[]): Promise<void> {
  const busy: number[] = [];
  for (const p of ports) if (!(await portFree(p))) busy.push(p);
  if (busy.length) throw new Error(`port(s) ${busy.join(', ')} are in use: stop what listens there or pass --port-base=<another 91xx>`);
}

// The bench's port helpers in one import; freePort itself is shared with the gateway's tests.
export { freePort } from '@tjb/test-support/free-port';
