import { Router, type Request, type Response } from 'express';
import { Agent, request } from 'undici';

/**
 * GET /media/* on the gateway, answered by the embedded Storefront server's product images.
 * The upstream is fixed by config; only the path travels, and only image headers come back.
 */
export function createMediaProxy(upstreamOrigin: string): Router {
  const router = Router();
  const agent = new Agent({ keepAliveTimeout: 30_000, connections: 32, headersTimeout: 10_000, bodyTimeout: 10_000 });
  const base = upstreamOrigin.replace(/\/+$/, '');
  router.get(/^\/media\/[A-Za-z0-9/_.-]+$/, async (req: Request, res: Response) => {
    if (req.path.includes('..')) {
      res.status(404).end();
      return;
    }
    try {
      const upstream = await request(`${base}${req.path}`, { method: 'GET', dispatcher: agent, headers: { accept: req.get('accept') ?? '*/*' } });
      res.status(upstream.statusCode);
      for (const name of ['content-type', 'cache-control', 'etag', 'last-modified']) {
        const value = upstream.headers[name];
        if (typeof value === 'string') res.set(name, value);
      }
      for await (const chunk of upstream.body) res.write(chunk);
      res.end();
    } catch {
      if (!res.headersSent) res.status(502).type('text/plain').send('Image service unavailable');
      else res.end();
    }
  });
  return router;
}
