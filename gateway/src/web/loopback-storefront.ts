import type { Request } from 'express';
import { loopbackHeaders } from './loopback-forwarding';

/** The path the browser's Storefront client posts to; the proxy serves every version path alike. */
const ENDPOINT_PATH = '/api/2025-01/graphql.json';

/**
 * This gateway's own Storefront endpoint over loopback, asked as the browser would ask: the same cache,
 * and the browser's host and scheme forwarded so the answer (its image URLs) is the one the page gets.
 * Null when the request did not come in on a local port.
 *
 * Uncompressed: fetch would ask for gzip, and the proxy's kept copy is gzip, so every answer a render
 * reads (tens of kB of JSON for a listing or a product page) would be inflated again in the render's
 * own thread, to cross a loopback socket where bytes cost nothing.
 */
export function loopbackStorefront(req: Request): { endpoint: string; headers: Record<string, string> } | null {
  const port = req.socket.localPort;
  if (!port) return null;
  return { endpoint: `http://127.0.0.1:${port}${ENDPOINT_PATH}`, headers: { ...loopbackHeaders(req.host ?? '', req.protocol), 'accept-encoding': 'identity' } };
}
