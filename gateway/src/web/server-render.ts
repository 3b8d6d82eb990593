import { createRequire } from 'node:module';
import path from 'node:path';
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { REMOTES, SERVER_BUNDLE_FILE, SERVER_DIR_SUFFIX } from '@tjb/mf-config';
import { type RenderedShop, type ServerBundle, type ServerRenderContext, type ShellServerBundle } from '@tjb/shop-contracts';
import { localBuildDir, type PageRemote } from './preload-hints';
import { mtimeOf } from './file-mtime';
import { loopbackStorefront } from './loopback-storefront';
import { requestOrigin } from './request-origin';

export interface ServerRendererOptions {
  staticRoot: string;
  logger: Logger;
  /** A page not rendered by then is sent as before, rendered by the browser. */
  timeoutMs?: number;
  /**
   * Where a registry entry's build is when it is a released version (its release store root and folder),
   * else null: the page is then rendered by the server bundle of the very version the session's
   * registry names, the one the browser hydrates with.
   */
  releaseBuild?: (remote: PageRemote) => { root: string; dir: string } | null;
  /** The shell's server bundle (shellBundleLoader), shared with the page's Document. */
  shell?: () => Promise<ShellServerBundle | null>;
}

/** Node's own require (a test runner's would keep its own module cache): bundles are plain CommonJS. */
const nodeRequire = createRequire(__filename);
/** The `event` of the log line naming queries a page's route did not declare (the e2e run fails a journey on it). */
export const UNDECLARED_PAGE_QUERIES = 'undeclared-page-queries';

/** `dist-server/server.js` of an app's build, or null when the app has none. */
export function serverBundleFile(staticRoot: string, dir: string): string {
  return path.join(staticRoot, dir, `dist${SERVER_DIR_SUFFIX}`, SERVER_BUNDLE_FILE);
}

/**
 * The server bundle that renders this remote's page here: its released version's when the session gets
 * one, else the local build's; null for a remote served from elsewhere (the browser renders it).
 */
export function remoteBundleFile(staticRoot: string, remote: PageRemote | null, releaseBuild?: ServerRendererOptions['releaseBuild']): string | null {
  if (!remote || !localBuildDir(remote)) return null;
  const release = releaseBuild?.(remote);
  return release ? serverBundleFile(release.root, release.dir) : serverBundleFile(staticRoot, REMOTES[remote.key].dir);
}

/** The shell's server bundle: the app's render (renderShop) and every page's document (renderDocument). */
export function shellBundleLoader(staticRoot: string): () => Promise<ShellServerBundle | null> {
  return createBundleLoader<ShellServerBundle>(serverBundleFile(staticRoot, 'shell'));
}

/**
 * An app's server bundle, required again when its build changes: a redeployed remote is rendered by
 * its new code without a restart, as its browser build is served.
 */
export function createBundleLoader<T>(file: string, load: (file: string) => T = requireFresh) {
  let loaded: { mtimeMs: number; bundle: T } | null = null;
  return async (): Promise<T | null> => {
    const mtimeMs = await mtimeOf(file);
    if (mtimeMs < 0) return null;
    if (loaded?.mtimeMs !== mtimeMs) {
      loaded = { mtimeMs, bundle: load(file) };
    }
    return loaded.bundle;
  };
}

/** Drops a bundle's modules (its chunks too) from Node's cache. */
function forgetBundle(file: string): void {
  const folder = path.dirname(file) + path.sep;
  for (const id of Object.keys(nodeRequire.cache)) if (id.startsWith(folder)) delete nodeRequire.cache[id];
}

/** Requires a bundle afresh: the old build's modules are dropped from Node's cache first. */
function requireFresh<T>(file: string): T {
  forgetBundle(file);
  return nodeRequire(file) as T;
}

/**
 * Loaders for at most `max` bundle files, the least recently used dropped first with its modules: each
 * released version is a bundle of its own, and a gateway that lives through many releases must not
 * keep every one it ever rendered with.
 */
export function boundedBundleLoaders<T>(max: number, make: (file: string) => () => Promise<T | null> = (file) => createBundleLoader<T>(file), forget: (file: string) => void = forgetBundle) {
  const loaders = new LRUCache<string, () => Promise<T | null>>({
    max,
    dispose: (_load, file, reason) => {
      if (reason === 'evict') forget(file);
    },
  });
  return (file: string): Promise<T | null> => {
    let load = loaders.get(file);
    if (!load) loaders.set(file, (load = make(file)));
    return load();
  };
}

function contextOf(req: Request): ServerRenderContext | null {
  const storefront = loopbackStorefront(req);
  if (!storefront) return null;
  return {
    url: req.originalUrl,
    origin: requestOrigin(req),
    storefrontEndpoint: storefront.endpoint,
    storefrontHeaders: storefront.headers,
  };
}

/** One page's server render as it goes: its status as soon as it is known, then the render itself. */
export interface PageRender {
  /**
   * The status the page's remote asks for (undefined: the route's own), as soon as its session knows it:
   * from the route, or once the one query that decides it has answered. A session that cannot tell it
   * before the render (a remote released before prepareStatus) tells it with the render; a render that
   * fails or is late decides nothing (undefined).
   */
  status: Promise<number | undefined>;
  /** The render; null: the browser renders the page (no render here, a failed one, a late one). */
  rendered: Promise<RenderedShop | null>;
}

/**
 * Renders pages on the server from the shell's and the page remote's server bundles (see
 * @tjb/shop-contracts' server-render), so the browser paints the page from the HTML and hydrates it when the
 * scripts arrive. Only a remote served from this gateway's own builds is rendered here (its registry
 * entry is under /remotes/<dir>/); one moved elsewhere, or without a server bundle, is left to the
 * browser inside the server-rendered shell. A render that fails or is slow costs the page only its
 * head start: null, and the page goes out with an empty #root, for the browser to render.
 */
export function createServerRenderer(opts: ServerRendererOptions) {
  const timeoutMs = opts.timeoutMs ?? 1500;
  const shell = opts.shell ?? shellBundleLoader(opts.staticRoot);
  // One loader per bundle file: a released version's bundle stays loaded beside the others, since
  // sessions in a canary are rendered by two versions at once (room for every remote twice, and more).
  const remoteBundle = boundedBundleLoaders<ServerBundle>(16);

  async function render(req: Request, remote: PageRemote | null, tellStatus: (status: number | undefined) => void): Promise<RenderedShop | null> {
    const shellBundle = await shell();
    const ctx = contextOf(req);
    if (!shellBundle || !ctx) return null;
    const dir = localBuildDir(remote);
    const file = remoteBundleFile(opts.staticRoot, remote, opts.releaseBuild);
    const bundle = file ? await remoteBundle(file) : null;
    const page = remote && dir && bundle ? { remote: remote.key, app: dir, session: bundle.createServerSession(ctx) } : null;
    try {
      // The page's status first (the gateway sends the page's start then), as its session prepares the rest.
      const early = page ? page.session.prepareStatus?.() : Promise.resolve(undefined);
      void early?.then(tellStatus, () => undefined);
      // The page's route, its page module and its data; then the one render.
      await page?.session.prepare();
      const rendered = await shellBundle.renderShop(ctx, page);
      const undeclared = page?.session.undeclared?.() ?? [];
      if (undeclared.length) opts.logger.warn({ event: UNDECLARED_PAGE_QUERIES, path: req.path, queries: undeclared }, "the page asked for queries its route does not declare; the browser fetches them");
      // Read before dispose: the session knows whether what the URL names exists.
      const asked = page?.session.status?.();
      const status = early ? await early : asked;
      if (early && asked !== status) opts.logger.warn({ path: req.path, status, rendered: asked }, "the page's render asked for another status than its route declared; the declared one went out");
      return status ? { ...rendered, status } : rendered;
    } finally {
      page?.session.dispose();
    }
  }

  return function renderPage(req: Request, remote: PageRemote | null): PageRender {
    let tell!: (status: number | undefined) => void;
    const status = new Promise<number | undefined>((resolve) => (tell = resolve));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        opts.logger.warn({ path: req.path, timeoutMs }, 'server render too slow; the browser renders the page');
        resolve(null);
      }, timeoutMs);
    });
    const rendered = Promise.race([
      render(req, remote, tell).catch((err: unknown) => {
        opts.logger.error({ err, path: req.path }, 'server render failed; the browser renders the page');
        return null;
      }),
      late,
    ]).finally(() => clearTimeout(timer));
    // Whatever the session did not tell before the render ends, the render tells (the first answer stands).
    void rendered.then((page) => tell(page?.status));
    return { status, rendered };
  };
}
