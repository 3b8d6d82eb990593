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

/** A port free on the loopback interface right now, picked by the kernel (listen on 0, then let go). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
