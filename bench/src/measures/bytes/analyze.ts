import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { REMOTES, REMOTE_KEYS } from '@tjb/mf-config';
import type { RouteRecording } from './record';

/** What `packages/mf-config/webpack/build-stats-plugin.cjs` writes to `<app>/dist-stats/stats.json`. */
export interface BuildStats {
  app: string;
  chunks: Array<{
    id: string | number;
    files: string[];
    initial: boolean;
    entry: boolean;
    /** The shell's file of shared libraries (its singletons and the workspace's shared packages). */
    shared?: boolean;
    modules: Array<{ package: string | null; id: string; kind: string; size: number }>;
  }>;
  /** Every lazily loaded chunk group (packages/mf-config/webpack/chunk-groups.cjs). */
  groups: ChunkGroup[];
}

export interface ChunkGroup {
  kind: 'bootstrap' | 'shared' | 'shared-fallback' | 'exposes' | 'pages' | 'on-demand';
  key: string | null;
  files: string[];
  /** The modules whose import() loads the group, as build-stats module ids, with the request they wrote. */
  origins: Array<{ module: string; request?: string }>;
}

/** The federation singletons (packages/mf-config/webpack/shared.cjs) and what they bring along. */
export const SINGLETON_PACKAGES = ['react', 'react-dom', 'react-router-dom', 'react-router', 'jotai', '@emotion/react', 'scheduler'];
const isFederationRuntime = (pkg: string | null) => !!pkg && (pkg.startsWith('@module-federation/') || pkg === '.federation');

export interface LoadedFile {
  url: string;
  app: string;
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** 'shell' | 'remote' | 'shared' (the shell's file of shared libraries, as its build marks it) | 'unknown' */
  role: string;
}

export interface SingletonCheck {
  package: string;
  /** The builds that delivered this package's code on this route: one when it is shared properly. */
  apps: string[];
  /** Modules of the package that arrived in more than one file. */
  duplicateModules: number;
  /** A few of them, as `file path inside the package`. */
  examples: string[];
  ok: boolean;
}

export interface RouteBytes {
  key: string;
  label: string;
  path: string;
  rendered: boolean;
  failed: string[];
  files: LoadedFile[];
  total: { count: number; raw: number; gzip: number; brotli: number };
  beforeRender: { count: number; gzip: number };
  /** Loaded after the page's `tjb:idle` mark (below-the-fold sections, the warmed next remote): not initial JS. */
  deferred: { count: number; gzip: number; files: string[] };
  byRole: Record<string, number>;
  byApp: Record<string, number>;
  federationRuntimeGzip: number;
  /** Approximate gzip bytes per npm/workspace package (a file's gzip size split by module source size). */
  topPackages: Array<{ package: string; gzip: number }>;
  singletons: SingletonCheck[];
  /** Non-singleton code that arrived more than once (same module in several files). */
  duplicates: Array<{ package: string; copies: number; apps: string[]; gzip: number }>;
  missingStats: string[];
  /**
   * The round trips the page waited for one after another, after the shell had booted and before the
   * route's remote was in the DOM: requests that overlap in time share a hop (the target is at most 3:
   * registry → remote entry → exposed chunk). Each hop lists its requests.
   */
  hops: string[][];
  /**
   * What the page then waited for, one after another, after its remote rendered and before it settled
   * (its data: Storefront queries, the server cart). Not part of the 3-hop budget; shown beside it.
   */
  afterRender: string[][];
  /** Scripts the page fetched before its remote rendered that its HTML did not name (no preload hint). */
  notPreloaded: string[];
}

/** The shell's own files: the document, main.js and its static chunks (not /remotes/…, not /mf/…). */
const isShellFile = (url: string) => !/^https?:/.test(url) && !url.startsWith('/remotes/') && !url.startsWith('/mf/') && !url.startsWith('/api/');

/** A hop's requests in a few words: "mfe-catalog entry", "3 mfe-catalog chunks", "registry", "Storefront query". */
function describeHop(urls: string[]): string[] {
  const counts = new Map<string, number>();
  for (const url of urls) {
    const path = url.split('?')[0]!;
    const remote = path.match(/^\/remotes\/([^/]+)\/(.+)$/);
    const label = remote
      ? remote[2] === 'remoteEntry.js'
        ? `${remote[1]} entry`
        : `${remote[1]} chunk`
      : path === '/mf/registry.json'
        ? 'registry'
        : /^\/api\/[^/]+\/graphql\.json$/.test(path)
          ? 'Storefront query'
          : path;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts.entries()].map(([label, n]) => (n > 1 ? `${n} × ${label}` : label));
}

/**
 * Sequential waits: every request that did not overlap the previous hop starts a new one. By default
 * counted from the shell's boot (its files done), so a remote entry preloaded from the HTML, which
 * finishes during the boot, costs no hop; `fromStart` counts every request in the timeline given.
 */
export function sequentialHops(timeline: RouteRecording['timeline'], opts: { fromStart?: boolean } = {}): string[][] {
  const registry = timeline.find((r) => r.url.startsWith('/mf/registry.json'));
  const shellScripts = timeline.filter((r) => r.type === 'Script' && isShellFile(r.url) && (!registry || r.start <= registry.start));
  const shellDone = opts.fromStart || !shellScripts.length ? Number.NEGATIVE_INFINITY : Math.max(...shellScripts.map((r) => r.end));
  const after = timeline.filter((r) => !isShellFile(r.url) && r.end > shellDone).sort((a, b) => a.start - b.start);
  const hops: Array<{ urls: string[]; end: number }> = [];
  for (const r of after) {
    const last = hops[hops.length - 1];
    if (last && r.start < last.end) {
      last.urls.push(r.url);
      last.end = Math.max(last.end, r.end);
    } else hops.push({ urls: [r.url], end: r.end });
  }
  return hops.map((h) => describeHop(h.urls));
}

const REMOTE_DIRS = new Set<string>(REMOTE_KEYS.map((k) => REMOTES[k].dir));

/** `/remotes/mfe-catalog/static/1.js` → mfe-catalog/static/1.js; `/main.js?h` → shell/main.js. */
export function fileForUrl(url: string): { app: string; file: string } | null {
  if (/^https?:/.test(url)) return null;
  const pathname = url.split(/[?#]/)[0]!;
  const m = pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
  if (m && REMOTE_DIRS.has(m[1]!)) return { app: m[1]!, file: m[2]! };
  return { app: 'shell', file: pathname.replace(/^\//, '') };
}

export class BuildReader {
  private stats = new Map<string, BuildStats | null>();
  private sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
  constructor(readonly staticRoot: string) {}

  distDir(app: string) {
    return path.join(this.staticRoot, app, 'dist');
  }

  statsFor(app: string): BuildStats | null {
    if (!this.stats.has(app)) {
      const file = path.join(this.staticRoot, app, 'dist-stats', 'stats.json');
      this.stats.set(app, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildStats) : null);
    }
    return this.stats.get(app)!;
  }

  /** Sizes as served: the build's own .gz/.br siblings, else compressed here at the same levels. */
  sizesOf(app: string, file: string): { raw: number; gzip: number; brotli: number } {
    const full = path.join(this.distDir(app), file);
    const cached = this.sizes.get(full);
    if (cached) return cached;
    if (!existsSync(full)) return { raw: 0, gzip: 0, brotli: 0 };
    const raw = statSync(full).size;
    const sibling = (ext: string, make: () => number) => (existsSync(full + ext) ? statSync(full + ext).size : make());
    const content = () => readFileSync(full);
    const sizes = {
      raw,
      gzip: sibling('.gz', () => gzipSync(content(), { level: 9 }).length),
      brotli: sibling('.br', () => brotliCompressSync(content(), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length),
    };
    this.sizes.set(full, sizes);
    return sizes;
  }

  chunkFor(app: string, file: string) {
    return this.statsFor(app)?.chunks.find((c) => c.files.includes(file)) ?? null;
  }
}

/** What a list of scripts (page URLs) weighs and holds, from the builds on disk: the part of a route's bytes that does not depend on how it was found. */
export type ScriptBytes = Pick<
  RouteBytes,
  'files' | 'total' | 'byRole' | 'byApp' | 'federationRuntimeGzip' | 'topPackages' | 'singletons' | 'duplicates' | 'missingStats'
>;

export function analyzeScripts(reader: BuildReader, scripts: string[]): ScriptBytes {
  const files: LoadedFile[] = [];
  const packageGzip = new Map<string, number>();
  const moduleFiles = new Map<string, { pkg: string; places: Set<string>; apps: Set<string>; gzip: number }>();
  const packageApps = new Map<string, Set<string>>();
  const missingStats = new Set<string>();
  let federationRuntimeGzip = 0;

  for (const url of scripts) {
    const where = fileForUrl(url);
    if (!where) {
      files.push({ url, app: 'external', file: url, raw: 0, gzip: 0, brotli: 0, role: 'unknown' });
      continue;
    }
    const sizes = reader.sizesOf(where.app, where.file);
    const chunk = reader.chunkFor(where.app, where.file);
    if (!reader.statsFor(where.app)) missingStats.add(where.app);
    const modules = (chunk?.modules ?? []).filter((m) => m.kind === 'module');
    const moduleBytes = modules.reduce((sum, m) => sum + m.size, 0) || 1;
    const role = !chunk ? 'unknown' : chunk.shared ? 'shared' : where.app === 'shell' ? 'shell' : 'remote';
    files.push({ url, ...where, ...sizes, role });

    for (const m of modules) {
      const share = (sizes.gzip * m.size) / moduleBytes;
      const pkg = m.package ?? '(webpack runtime)';
      packageGzip.set(pkg, (packageGzip.get(pkg) ?? 0) + share);
      if (isFederationRuntime(m.package)) federationRuntimeGzip += share;
      const seen = moduleFiles.get(m.id) ?? { pkg, places: new Set<string>(), apps: new Set<string>(), gzip: 0 };
      seen.places.add(`${where.app}/${where.file}`);
      seen.apps.add(where.app);
      seen.gzip = Math.max(seen.gzip, share);
      moduleFiles.set(m.id, seen);
      if (m.package) packageApps.set(m.package, (packageApps.get(m.package) ?? new Set()).add(where.app));
    }
  }

  const singletons = SINGLETON_PACKAGES.map((pkg) => {
    const twice = [...moduleFiles.entries()].filter(([, m]) => m.pkg === pkg && m.places.size > 1);
    const apps = [...(packageApps.get(pkg) ?? [])].sort();
    const examples = twice.slice(0, 3).map(([id]) => id.slice(id.lastIndexOf(`node_modules/${pkg}/`) + 'node_modules/'.length));
    return { package: pkg, apps, duplicateModules: twice.length, examples, ok: apps.length <= 1 && twice.length === 0 };
  });

  const dupByPackage = new Map<string, { package: string; copies: number; apps: Set<string>; gzip: number }>();
  for (const m of moduleFiles.values()) {
    if (m.places.size < 2 || SINGLETON_PACKAGES.includes(m.pkg)) continue;
    const d = dupByPackage.get(m.pkg) ?? { package: m.pkg, copies: 0, apps: new Set<string>(), gzip: 0 };
    d.copies = Math.max(d.copies, m.places.size);
    m.apps.forEach((a) => d.apps.add(a));
    d.gzip += m.gzip * (m.places.size - 1);
    dupByPackage.set(m.pkg, d);
  }

  const sum = (list: LoadedFile[], key: 'raw' | 'gzip' | 'brotli') => list.reduce((s, f) => s + f[key], 0);
  const byRole: Record<string, number> = {};
  const byApp: Record<string, number> = {};
  for (const f of files) {
    byRole[f.role] = (byRole[f.role] ?? 0) + f.gzip;
    byApp[f.app] = (byApp[f.app] ?? 0) + f.gzip;
  }
  return {
    files,
    total: { count: files.length, raw: sum(files, 'raw'), gzip: sum(files, 'gzip'), brotli: sum(files, 'brotli') },
    byRole,
    byApp,
    federationRuntimeGzip: Math.round(federationRuntimeGzip),
    topPackages: [...packageGzip.entries()]
      .map(([pkg, gzip]) => ({ package: pkg, gzip: Math.round(gzip) }))
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 12),
    singletons,
    duplicates: [...dupByPackage.values()]
      .map((d) => ({ package: d.package, copies: d.copies, apps: [...d.apps].sort(), gzip: Math.round(d.gzip) }))
      .sort((a, b) => b.gzip - a.gzip),
    missingStats: [...missingStats],
  };
}

export function analyzeRoute(reader: BuildReader, rec: RouteRecording): RouteBytes {
  const bytes = analyzeScripts(reader, rec.scripts);
  const sum = (list: LoadedFile[]) => list.reduce((s, f) => s + f.gzip, 0);
  const before = new Set(rec.beforeRender);
  const beforeFiles = bytes.files.filter((f) => before.has(f.url));
  return {
    key: rec.route.key,
    label: rec.route.label,
    path: rec.route.path,
    rendered: rec.rendered,
    failed: rec.failed,
    ...bytes,
    beforeRender: { count: beforeFiles.length, gzip: sum(beforeFiles) },
    deferred: deferredBytes(reader, rec.deferred),
    hops: sequentialHops(rec.remoteAt === null ? rec.timeline : rec.timeline.filter((r) => r.start <= rec.remoteAt!)),
    afterRender: rec.remoteAt === null ? [] : sequentialHops(rec.timeline.filter((r) => r.start > rec.remoteAt!), { fromStart: true }),
    notPreloaded: rec.timeline
      .filter((r) => r.type === 'Script' && (rec.remoteAt === null || r.start <= rec.remoteAt) && !rec.namedInHtml.includes(r.url))
      .map((r) => r.url),
  };
}

function deferredBytes(reader: BuildReader, urls: string[]): RouteBytes['deferred'] {
  let gzip = 0;
  for (const url of urls) {
    const where = fileForUrl(url);
    if (where) gzip += reader.sizesOf(where.app, where.file).gzip;
  }
  return { count: urls.length, gzip, files: urls };
}
