import { existsSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { APP_DIRS, REPO_ROOT, TMP_DIR } from './paths';
import { startShopProcess, type ShopProcess } from './shop';

/**
 * A server bundle leaves its libraries to node_modules, which Node looks for beside the bundle: a snapshot
 * of the builds outside the repository (e.g. in /tmp) gets each app's node_modules linked in, or its server
 * render fails and its pages would be rendered by the browser.
 */
function linkSnapshotLibraries(snapshot: string): void {
  for (const app of APP_DIRS) {
    const link = path.join(snapshot, app, 'node_modules');
    if (existsSync(path.join(snapshot, app)) && !existsSync(link)) symlinkSync(path.join(REPO_ROOT, app, 'node_modules'), link, 'dir');
  }
}

/**
 * Runs `compare` with two shops started side by side: A serving a snapshot's builds (from another
 * gateway when `gatewayA` names one), B the repository's, each with its own data, on ports base…base+2 and
 * base+5…base+7. Both are stopped after, whatever happens.
 */
export async function withSnapshotAndRepository<T>(
  opts: { snapshot: string; portBase: number; dataTag: string; gatewayA?: string },
  compare: (a: ShopProcess, b: ShopProcess) => Promise<T>,
): Promise<T> {
  const base = opts.portBase;
  linkSnapshotLibraries(opts.snapshot);
  const a = await startShopProcess({ ports: { web: base, api: base + 1, storefront: base + 2 }, staticRoot: opts.snapshot, dataDir: path.join(TMP_DIR, `data-${opts.dataTag}-a`), gatewayDir: opts.gatewayA });
  try {
    const b = await startShopProcess({ ports: { web: base + 5, api: base + 6, storefront: base + 7 }, staticRoot: REPO_ROOT, dataDir: path.join(TMP_DIR, `data-${opts.dataTag}-b`) });
    try {
      return await compare(a, b);
    } finally {
      await b.stop();
    }
  } finally {
    await a.stop();
  }
}
