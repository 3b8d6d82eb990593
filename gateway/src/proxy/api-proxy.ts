import http from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';

/**
 * Forwards /api/* to the internal API server. The upstream is fixed by config, never taken from
 * the request; keep-alive avoids a new TCP handshake per call.
 */
export function createApiProxy(opts: { upstream: string; logger: Logger }): RequestHandler {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  return createProxyMiddleware({
    target: opts.upstream,
    pathFilter: '/api',
    agent,
    xfwd: true,
    proxyTimeout: 30_000,
    on: {
      error: (err, req, res) => {
        opts.logger.error({ err, url: req.url }, 'api upstream failed');
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ message: 'The shop service is unavailable. Please try again shortly.' }));
        }
      },
    },
  }) as unknown as RequestHandler;
}
