import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gracefulServer } from './graceful-close';

/** A server whose /slow answers only when the test says so, and a way to see a request arrive. */
async function startSlowServer() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived: () => void = () => undefined;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') {
      arrived();
      void released.then(() => res.end('finished'));
    } else res.end('quick');
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const graceful = gracefulServer(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, graceful, url, release, arrival };
}

describe('gracefulServer', () => {
  it('when closed with a request in flight, then new connections are refused, the request finishes, and close resolves after it', async () => {
    const s = await startSlowServer();
    // An idle keep-alive connection too: it must not hold the close open for its 65 s timeout.
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve) => http.get(`${s.url}/quick`, { agent }, (res) => res.resume().on('end', resolve)));
    const slow = fetch(`${s.url}/slow`).then(async (res) => ({ status: res.status, body: await res.text() }));
    await s.arrival;

    let closed = false;
    const closing = s.graceful.close(60_000).then(() => (closed = true));
    await expect(fetch(`${s.url}/quick`)).rejects.toThrow();
    expect(closed).toBe(false);

    s.release();
    await expect(slow).resolves.toEqual({ status: 200, body: 'finished' });
    await closing;
    expect(closed).toBe(true);
    agent.destroy();
  });

  it('when a request outlives the grace period, then its connection is cut and close still resolves', async () => {
    const s = await startSlowServer();
    const slow = fetch(`${s.url}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await s.arrival;
    await s.graceful.close(50);
    await expect(slow).resolves.toBe('cut');
    s.release();
  });
});
