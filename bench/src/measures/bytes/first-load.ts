import { REMOTES } from '@tjb/mf-config';
import { remoteForPath } from '@tjb/shop-contracts';
import { bestRouteFor } from '@tjb/shop-contracts/best-route';
import { analyzeScripts, fileForUrl, type BuildReader, type ChunkGroup, type ScriptBytes } from './analyze';
import { ON_DEMAND, onDemandKey } from './on-demand';

/**
 * A route's first-load JavaScript decided from deterministic facts only: the HTML the gateway writes for
 * the route and the builds' chunk graphs (`<app>/dist-stats/stats.json`). Nothing here depends on how
 * fast a browser runs the page, so the byte-budget test gives the same answer on every run; what a
 * browser happens to request before the page settles is measured by `pnpm bench` (record.ts).
 */
export interface FirstLoad extends ScriptBytes {
  key: string;
  path: string;
  /** The scripts the HTML names for the first load. Their gzip sum is the route's initial JS. */
  named: string[];
  /**
   * Files of the chunk groups the route's first render imports statically (the shell's entry, bootstrap
   * and shared libraries; the route remote's entry, `./App` and the page the path matches) that the HTML
   * does not name: each would cost the browser a round trip it discovers only while running the page.
   */
  unnamed: string[];
  /**
   * Lazy imports made by first-load code whose chunks the HTML does not name and that are not declared as
   * loaded on demand (on-demand.ts): first-load code that may wait for a file nobody preloads.
   */
  undeclaredLazy: string[];
  /** The declared on-demand imports this route's first-load code makes, with their chunks' gzip bytes. */
  onDemand: Array<{ import: string; gzip: number }>;
}

const appFile = (app: string, file: string) => `${app}/${file}`;

/** Files of one app's chunk groups of a kind (and key), as `app/file`. */
function groupFiles(groups: ChunkGroup[], app: string, kind: ChunkGroup['kind'], key?: string | null): string[] {
  return groups.filter((g) => g.kind === kind && (key === undefined || g.key === key)).flatMap((g) => g.files.map((f) => appFile(app, f)));
}

/** What a route's first render imports statically, from the chunk graphs alone. */
export function staticNeeds(reader: BuildReader, pathname: string): string[] {
  const needs: string[] = [];
  const shell = reader.statsFor('shell');
  if (shell) {
    needs.push(...shell.chunks.filter((c) => c.entry && c.initial).flatMap((c) => c.files.map((f) => appFile('shell', f))));
    needs.push(...groupFiles(shell.groups, 'shell', 'bootstrap'), ...groupFiles(shell.groups, 'shell', 'shared'));
  }
  const key = remoteForPath(pathname);
  const dir = key ? REMOTES[key].dir : null;
  const remote = dir ? reader.statsFor(dir) : null;
  if (dir && remote) {
    // The container entry (remoteEntry.js): the initial chunk that is not the app's standalone main.js.
    needs.push(...remote.chunks.filter((c) => c.initial && c.entry && !c.files.includes('main.js')).flatMap((c) => c.files.map((f) => appFile(dir, f))));
    needs.push(...groupFiles(remote.groups, dir, 'exposes', './App'));
    const page = bestRouteFor(remote.groups.filter((g) => g.kind === 'pages').map((g) => g.key!), pathname);
    if (page) needs.push(...groupFiles(remote.groups, dir, 'pages', page));
  }
  return [...new Set(needs)];
}

export function analyzeFirstLoad(reader: BuildReader, route: { key: string; path: string }, named: string[]): FirstLoad {
  const namedFiles = new Set(named.flatMap((url) => {
    const where = fileForUrl(url);
    return where ? [appFile(where.app, where.file)] : [];
  }));
  const bytes = analyzeScripts(reader, named);

  // Modules each app's first-load files hold, by build-stats id.
  const loadedModules = new Map<string, Set<string>>();
  for (const f of bytes.files) {
    const chunk = reader.chunkFor(f.app, f.file);
    const set = loadedModules.get(f.app) ?? new Set<string>();
    for (const m of chunk?.modules ?? []) set.add(m.id);
    loadedModules.set(f.app, set);
  }
  const undeclaredLazy: string[] = [];
  const onDemand: FirstLoad['onDemand'] = [];
  for (const [app, modules] of loadedModules) {
    for (const group of reader.statsFor(app)?.groups ?? []) {
      if (group.kind !== 'on-demand' || group.files.every((f) => namedFiles.has(appFile(app, f)))) continue;
      for (const origin of group.origins.filter((o) => modules.has(o.module))) {
        const key = onDemandKey(origin.module, origin.request ?? '?');
        if (key in ON_DEMAND) {
          onDemand.push({ import: key, gzip: group.files.reduce((sum, f) => sum + reader.sizesOf(app, f).gzip, 0) });
        } else undeclaredLazy.push(key);
      }
    }
  }
  return {
    key: route.key,
    path: route.path,
    named,
    ...bytes,
    unnamed: staticNeeds(reader, route.path).filter((f) => !namedFiles.has(f)),
    undeclaredLazy: [...new Set(undeclaredLazy)].sort(),
    onDemand,
  };
}
