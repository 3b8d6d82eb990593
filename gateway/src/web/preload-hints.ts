import { bestRouteFor } from '@tjb/shop-contracts/best-route';
import { REMOTES, SIDE_CART, type RemoteKey } from '@tjb/mf-config';
import type { PreloadHint, Registry } from '@tjb/shop-contracts';
import type { PreloadManifest } from './preload-manifest';

/** The registry's entry for the remote that renders a page. */
export type PageRemote = Registry['remotes'][number];

/** The registry's entry for the page's remote (`remoteForPath`'s key), when the registry lists it. */
export function pageRemote(key: RemoteKey | null, registry: Registry): PageRemote | null {
  return (key && registry.remotes.find((r) => r.key === key)) || null;
}

/** The build folder of a page's remote when its registry entry is this gateway's own build (/remotes/<dir>/…), else null. */
export function localBuildDir(remote: PageRemote | null): string | null {
  const dir = remote ? REMOTES[remote.key].dir : null;
  return remote && dir && remote.entry.startsWith(`/remotes/${dir}/`) ? dir : null;
}

/** Where a remote's build files are: its entry's folder (the manifest's paths are relative to it). */
const entryFolder = (remote: PageRemote) => remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);

/** What the builds involved in a page say about their chunks (null where a build has no manifest). */
export interface RouteBuilds {
  shell: PreloadManifest | null;
  /** The route's remote, when its entry is served from this gateway's own builds. */
  remote: PreloadManifest | null;
}

/**
 * `<link rel="preload" as="script">` for every script the page's first render needs: the shell's
 * bootstrap and the shared libraries it provides (React, the router, emotion, the cart bus), then the
 * route's remote entry, its exposed `./App` and the lazy chunk of the page the path matches. Without
 * them the browser finds each file only when the one before it has run: main.js, then the shell's
 * chunks, then the entry, the exposed module and the page, one round trip after another. With them it
 * fetches all of them while it parses the HTML. Webpack and the federation runtime later add plain
 * `<script src>` tags for the same URLs (no crossorigin attribute, as here), which the preloaded
 * responses serve. The side cart's remote is mounted on demand, so it is not preloaded. Entries come
 * from the registry as it stands now, so a remote moved to another origin is preloaded from there
 * (its entry only: this gateway does not have its build's manifest). The shell's Document writes them.
 */
export function preloadHints(pathname: string, remote: PageRemote | null, builds: RouteBuilds = { shell: null, remote: null }): PreloadHint[] {
  return deferredPreloads(pathname, remote, builds).map((href) => ({ rel: 'preload', as: 'script', href }));
}

/**
 * The same scripts for a server-rendered page, which the Document writes as inert JSON the shell turns
 * into preloads once the page has painted and loaded (DEFERRED_PRELOADS_ID): the page is on screen
 * without them, so they must not take bandwidth from its HTML, styles and images (on a slow phone that
 * is the difference in LCP).
 */
export function deferredPreloads(pathname: string, remote: PageRemote | null, builds: RouteBuilds = { shell: null, remote: null }): string[] {
  if (!remote) return [];
  const urls: string[] = [];
  if (builds.shell) {
    urls.push(...builds.shell.bootstrap.map((f) => `/${f}`));
    for (const files of Object.values(builds.shell.shared)) urls.push(...files.map((f) => `/${f}`));
  }
  urls.push(remote.entry);
  if (builds.remote) {
    const page = bestRouteFor(Object.keys(builds.remote.pages), pathname);
    const files = [...(builds.remote.exposes['./App'] ?? []), ...(page ? builds.remote.pages[page]! : [])];
    urls.push(...files.map((f) => entryFolder(remote) + f));
  }
  return [...new Set(urls)];
}

/**
 * The side cart's scripts (PREFETCH_ID): its remote's entry as the registry names it and, when that
 * remote is this gateway's own build, the chunks of its exposed module. The shell prefetches them once
 * the page has settled; nothing runs them until the shopper first touches the cart.
 */
export function sideCartPrefetch(registry: Registry, build: PreloadManifest | null): string[] {
  const remote = pageRemote(SIDE_CART.remote, registry);
  if (!remote) return [];
  const chunks = (build?.exposes[SIDE_CART.module] ?? []).map((f) => entryFolder(remote) + f);
  return [...new Set([remote.entry, ...chunks])];
}
