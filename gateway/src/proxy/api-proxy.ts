import http, { type IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';

/**
 * Forwards /api/* to the internal API server. The upstream is fixed by config, never taken from
 * the request; keep-alive avoids a new TCP handshake per call.
 *
 * The API limits requests per client address and believes X-Forwarded-For from this proxy alone, so
 * the header it gets is replaced with the address this server decided (`req.ip`, under its own
 * `trust proxy`), never appended to: a client's made-up header would otherwise reset its limits.
 */
export function createApiProxy(opts: { upstream: string; logger: Logger }): RequestHandler {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  return createProxyMiddleware({
    target: opts.upstream,
    pathFilter: '/api',
    agent,
    xfwd: false,
    proxyTimeout: 30_000,
    on: {
      proxyReq: (proxyReq, req) => {
        const client = req as IncomingMessage & { ip?: string; protocol?: string; host?: string };
        proxyReq.setHeader('x-forwarded-for', client.ip ?? client.socket.remoteAddress ?? '');
        proxyReq.setHeader('x-forwarded-proto', client.protocol ?? 'http');
        if (client.host) proxyReq.setHeader('x-forwarded-host', client.host);
        else proxyReq.removeHeader('x-forwarded-host');
      },
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
