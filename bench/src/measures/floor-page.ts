import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

/**
 * A page with nothing on it: one heading and one paragraph in the system face, one inline rule, no script,
 * picture, stylesheet or font file. What Lighthouse charges it on a host is that host's floor, which no page
 * can go under (experiments/floor.ts).
 */
export const FLOOR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Floor</title><style>body{margin:0;padding:16px;font-family:system-ui,sans-serif}h1{font-size:28px}</style></head><body><h1>TJ's Biker Gear</h1><p>${'Riding gear for riders who put the miles in. '.repeat(12)}</p></body></html>`;

/** Serves FLOOR_PAGE at every path, from a loopback port of its own. */
export async function startFloorPage(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(FLOOR_PAGE);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
