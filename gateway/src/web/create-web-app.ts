import path from 'node:path';
import { PRELOAD_MANIFEST_FILE, REMOTES, REMOTE_KEYS, SIDE_CART } from '@tjb/mf-config';
import { movedPath, remoteForPath, type DocumentProps, type Registry } from '@tjb/shop-contracts';
import compression from 'compression';
import express, { type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { createApiProxy } from '../proxy/api-proxy';
import { acceptLoopbackForwarding } from './loopback-forwarding';
import { pageHtml, shellScripts } from './page-document';
import { deferredPreloads, localBuildDir, pageRemote, preloadHints, sideCartPrefetch, type PageRemote, type RouteBuilds } from './preload-hints';
import { createPreloadManifests } from './preload-manifest';
import type { ReleasesWeb } from '../releases';
import type { RegistrySource, RegistryVisitor } from './registry';
import { securityHeaders } from './security-headers';
import { buildStamp, registryDigest, type BuiltPage, type PageCache } from './page-cache';
import { createPageStream, type PageStart } from './page-stream';
import { createServerRenderer, remoteBundleFile, serverBundleFile, shellBundleLoader } from './server-render';
import { splashSeen } from './splash';
import { serveBuild } from './static-assets';

export interface WebAppDeps {
  staticRoot: string;
  registry: RegistrySource;
  apiUpstream: string;
  /**
   * The Storefront GraphQL endpoint, mounted before compression() and the generic /api proxy: it
   * compresses its own answers, keeping cached ones compressed.
   */
  storefront?: Array<Router | RequestHandler>;
  /** The Storefront's images: after compression(), which shrinks the SVGs. */
  media?: Array<Router | RequestHandler>;
  logger: Logger;
  health?: () => Promise<Record<string, unknown>>;
  /**
   * Proxies whose X-Forwarded-For (and -Host, -Proto) are believed, in Express's `trust proxy`
   * terms (addresses, CIDR ranges, loopback…); default none: the client is the connection's peer.
   */
  trustProxy?: string[];
  /** Pages are rendered on the server from the apps' server bundles (default on; off: the browser renders every page into the empty root of the shell's Document). */
  serverRender?: boolean;
  /** How long a page's server render may take before the page goes out for the browser to render (SERVER_RENDER_TIMEOUT_MS). */
  serverRenderTimeoutMs?: number;
  /** Keeps server-rendered pages for the next shopper (PAGE_CACHE); absent: every page is rendered. */
  pageCache?: PageCache;
  /** Released remote versions: their API, their files, the canary cookie and where each version's build is. */
  releases?: ReleasesWeb;
  /** robots.txt and the sitemaps (crawlers/crawler-routes.ts); absent: both are 404s. */
  crawlers?: Router;
}

/**
 * pino-http logs every answer at info, errors included, yet builds a child logger holding the
 * serialised request (headers redacted) for each one: at warn and above, where it writes nothing,
 * that is pure cost on every request, a cached Storefront hit's largest.
 */
function requestLogging(logger: Logger): RequestHandler {
  const log = pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/healthz' } });
  return (req, res, next) => (log.logger.isLevelEnabled('info') ? log(req, res, next) : next());
}

/** The public server: the shell, the remotes' builds, the registry and the proxies. */
export function createWebApp(deps: WebAppDeps) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy?.length ? deps.trustProxy : false);
  app.use(acceptLoopbackForwarding());
  app.use(requestLogging(deps.logger));

  app.get('/healthz', async (_req, res) => {
    const extra = deps.health ? await deps.health().catch((e: Error) => ({ error: e.message })) : {};
    res.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()), ...extra });
  });

  for (const handler of deps.storefront ?? []) app.use(handler);
  // Compression covers the proxied API JSON too; the proxies come before any body parsing so
  // request bodies stream through untouched.
  app.use(compression());
  for (const handler of deps.media ?? []) app.use(handler);
  if (deps.releases) app.use('/api/releases', deps.releases.api);
  app.use(createApiProxy({ upstream: deps.apiUpstream, logger: deps.logger }));

  app.use(securityHeaders(deps.registry));
  if (deps.crawlers) app.use(deps.crawlers);

  // A page and the registry answer with the versions of the session's canary bucket (sticky cookie).
  const visitor: RequestHandler = deps.releases?.visitor ?? ((_req, _res, next) => next());
  const visitorOf = (res: express.Response) => (res.locals as { registryVisitor?: RegistryVisitor }).registryVisitor;
  app.get('/mf/registry.json', visitor, async (_req, res) => {
    try {
      const registry = await deps.registry.current(visitorOf(res));
      res.set('Cache-Control', 'no-cache').vary('Cookie').json(registry);
    } catch (err) {
      deps.logger.error({ err }, 'registry unavailable');
      res.status(503).json({ message: 'The remote registry is unavailable.' });
    }
  });

  if (deps.releases) app.use(deps.releases.assets);
  for (const key of REMOTE_KEYS) {
    const dir = REMOTES[key].dir;
    app.use(`/remotes/${dir}`, serveBuild(path.join(deps.staticRoot, dir, 'dist')));
  }
  const shellDist = path.join(deps.staticRoot, 'shell', 'dist');
  app.use(serveBuild(shellDist));

  // The shell's server bundle writes every page's document (renderDocument), server-rendered or not.
  const shellBundleFile = serverBundleFile(deps.staticRoot, 'shell');
  const shellBundle = shellBundleLoader(deps.staticRoot);
  const loadShell = () =>
    shellBundle().catch((err: unknown) => {
      deps.logger.error({ err, file: shellBundleFile }, "the shell's server bundle does not load");
      return null;
    });
  const manifests = createPreloadManifests(deps.staticRoot, (dir, err) => deps.logger.warn({ err, dir }, 'preload manifest unreadable: no chunk hints for it'));
  // Release builds are named by their absolute folder in the release store.
  const releaseManifests = deps.releases ? createPreloadManifests(path.sep, (dir, err) => deps.logger.warn({ err, dir }, 'release preload manifest unreadable: no chunk hints for it')) : null;
  // Only a remote served from this gateway's own builds (or its release store) has its manifest here.
  const remoteBuild = async (remote: PageRemote | null) => {
    const release = remote && deps.releases?.buildOf(remote, REMOTES[remote.key].dir);
    if (release && releaseManifests) return releaseManifests.forBuild(path.join(release.root, release.dir));
    const dir = localBuildDir(remote);
    return dir ? manifests.forBuild(dir) : null;
  };
  const routeBuilds = async (remote: PageRemote | null): Promise<RouteBuilds> => {
    const [shell, build] = await Promise.all([manifests.forBuild('shell'), remoteBuild(remote)]);
    return { shell, remote: build };
  };
  // The page's remote entry is named in the HTML, so the browser fetches it while it parses it, and the
  // registry rides along so the shell does not fetch it before it can load a remote.
  // (The shell's entry scripts are the Document's start, read before the page is rendered.)
  const documentProps = async (remote: PageRemote | null, pathname: string, registry: Registry | null, serverRendered: boolean): Promise<Omit<DocumentProps, 'scripts' | 'splash' | 'rendered'>> => {
    if (!registry) return { preloads: [], deferredPreloads: [], prefetch: [], registry: null };
    const [builds, sideCart] = await Promise.all([routeBuilds(remote), remoteBuild(pageRemote(SIDE_CART.remote, registry))]);
    return {
      preloads: serverRendered ? [] : preloadHints(pathname, remote, builds),
      deferredPreloads: serverRendered ? deferredPreloads(pathname, remote, builds) : [],
      prefetch: sideCartPrefetch(registry, sideCart),
      registry,
    };
  };
  const releaseBuild = deps.releases && ((remote: PageRemote) => deps.releases!.buildOf(remote, REMOTES[remote.key].dir));
  const renderPage =
    deps.serverRender === false
      ? null
      : createServerRenderer({ staticRoot: deps.staticRoot, logger: deps.logger, timeoutMs: deps.serverRenderTimeoutMs, releaseBuild, shell: shellBundle });
  // The files a page is rendered from (the shell's bundle and the manifest naming its entry, the renderer's
  // own choice of the remote's bundle), so a new build makes new pages.
  const stampOf = (remote: PageRemote | null) => {
    const remoteBundle = remoteBundleFile(deps.staticRoot, remote, releaseBuild);
    return buildStamp([shellBundleFile, path.join(shellDist, PRELOAD_MANIFEST_FILE), ...(remoteBundle ? [remoteBundle] : [])]);
  };
  const pageVisitor: RequestHandler = (req, res, next) => (path.extname(req.path) || !req.accepts('html') ? next() : visitor(req, res, next));
  app.get('/{*path}', pageVisitor, async (req, res, next) => {
    // Missing files (a stale chunk name) get a real 404, not the shop's HTML.
    if (path.extname(req.path) || !req.accepts('html')) return next();
    // One page per category: the old address answers a permanent redirect, query string kept.
    const query = req.originalUrl.indexOf('?');
    const moved = movedPath(req.path, query < 0 ? '' : req.originalUrl.slice(query));
    if (moved) return res.redirect(301, moved);
    const key = remoteForPath(req.path);
    // The session's registry, once: the server render and the page's inline registry name the same versions.
    const registry = await deps.registry.current(visitorOf(res)).catch(() => null);
    const remote = registry ? pageRemote(key, registry) : null;
    // The intro plays once per browser session: later pages come without it, so it never flashes.
    const splash = !splashSeen(req.headers.cookie);
    const build = async (start?: PageStart): Promise<BuiltPage> => {
      // The page itself, rendered from the same components the browser then hydrates (null: the browser renders it).
      const render = renderPage?.(req, remote);
      const [shell, scripts] = await Promise.all([loadShell(), manifests.forBuild('shell').then(shellScripts)]);
      // A page whose remote found nothing at this URL (an unknown product or category) is a 404 too.
      const status = (await render?.status) ?? (key ? 200 : 404);
      // The Document's start is the same for every page: it goes out now, while the page's data comes in.
      // (A shell built before the Document had a start, kept until `pnpm build`, writes the page whole.)
      const head = typeof shell?.renderDocumentStart === 'function' && render ? shell.renderDocumentStart({ scripts }) : null;
      if (head !== null) start?.(status, head);
      const rendered = render ? await render.rendered : null;
      const props = await documentProps(remote, req.path, registry, rendered !== null);
      if (!shell || head === null) {
        // The same Document whether the server rendered the page or the browser will (an empty #root).
        return { status, html: pageHtml(shell, { ...props, scripts, splash, rendered }, shellBundleFile), keep: rendered !== null };
      }
      try {
        // Only a complete server render is worth keeping; a page left to the browser is a fallback of the moment.
        return { status, html: head + shell.renderDocumentRest({ ...props, scripts, splash, rendered }), keep: rendered !== null };
      } catch (err) {
        if (!rendered) throw err;
        // The start may be out: the rest of the page is still a page, the browser's to render.
        deps.logger.error({ err, path: req.path }, "the rendered page's document failed; the browser renders the page");
        const plain = await documentProps(remote, req.path, registry, false);
        return { status, html: head + shell.renderDocumentRest({ ...plain, scripts, splash, rendered: null }), keep: false };
      }
    };
    if (deps.pageCache) {
      const cacheKey = [req.protocol, req.host ?? '', req.originalUrl, splash ? 'splash' : 'no-splash', registryDigest(registry), await stampOf(remote)].join('\n');
      await deps.pageCache.serve(req, res, cacheKey, build);
      return;
    }
    const stream = createPageStream(req, res, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Cookie' });
    const built = await build(stream.start);
    if (stream.finish(built.html)) return;
    res.status(built.status).set('Cache-Control', 'no-cache').vary('Cookie').type('html').send(built.html);
  });

  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  return app;
}
