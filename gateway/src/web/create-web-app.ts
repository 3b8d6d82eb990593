import path from 'node:path';
import { REMOTES, REMOTE_KEYS, remoteForPath } from '@tjb/mf-config';
import compression from 'compression';
import express, { type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { createApiProxy } from '../proxy/api-proxy';
import { createShellHtml } from './page-html';
import { injectIntoHead, preloadHints } from './preload-hints';
import type { RegistrySource } from './registry';
import { securityHeaders } from './security-headers';
import { serveBuild } from './static-assets';

export interface WebAppDeps {
  staticRoot: string;
  registry: RegistrySource;
  apiUpstream: string;
  /** Storefront GraphQL (and its images) — mounted before the generic /api proxy. */
  storefront?: Array<Router | RequestHandler>;
  logger: Logger;
  health?: () => Promise<Record<string, unknown>>;
}

/** The public server: the shell, the remotes' builds, the registry and the proxies. */
export function createWebApp(deps: WebAppDeps) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(pinoHttp({ logger: deps.logger, autoLogging: { ignore: (req) => req.url === '/healthz' } }));

  app.get('/healthz', async (_req, res) => {
    const extra = deps.health ? await deps.health().catch((e: Error) => ({ error: e.message })) : {};
    res.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()), ...extra });
  });

  // Compression covers the proxied JSON too (a full-catalogue answer is megabytes); the proxies come
  // before any body parsing so request bodies stream through untouched.
  app.use(compression());
  for (const handler of deps.storefront ?? []) app.use(handler);
  app.use(createApiProxy({ upstream: deps.apiUpstream, logger: deps.logger }));

  app.use(securityHeaders(deps.registry));

  app.get('/mf/registry.json', async (_req, res) => {
    try {
      const registry = await deps.registry.current();
      res.set('Cache-Control', 'no-cache').json(registry);
    } catch (err) {
      deps.logger.error({ err }, 'registry unavailable');
      res.status(503).json({ message: 'The remote registry is unavailable.' });
    }
  });

  for (const key of REMOTE_KEYS) {
    const dir = REMOTES[key].dir;
    app.use(`/remotes/${dir}`, serveBuild(path.join(deps.staticRoot, dir, 'dist')));
  }
  const shellDist = path.join(deps.staticRoot, 'shell', 'dist');
  app.use(serveBuild(shellDist));

  const shellHtml = createShellHtml(path.join(shellDist, 'index.html'));
  app.get('/{*path}', async (req, res, next) => {
    // Missing files (a stale chunk name) get a real 404, not the shop's HTML.
    if (path.extname(req.path) || !req.accepts('html')) return next();
    const known = remoteForPath(req.path) !== null;
    // The page's remote entries are named in the HTML, so the browser fetches them while it parses it.
    const hints = await deps.registry.current().then((registry) => preloadHints(req.path, registry), () => '');
    res
      .status(known ? 200 : 404)
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(injectIntoHead(await shellHtml(), hints));
  });

  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  return app;
}
