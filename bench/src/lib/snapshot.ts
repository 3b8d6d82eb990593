import { existsSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { APP_DIRS, REPO_ROOT } from './paths';

/**
 * A server bundle leaves its libraries to node_modules, which Node looks for beside the bundle: a snapshot
 * of the builds outside the repository (e.g. in /tmp) gets each app's node_modules linked in, or its server
 * render fails and its pages would be rendered by the browser.
 */
export function linkSnapshotLibraries(snapshot: string): void {
  for (const app of APP_DIRS) {
    const link = path.join(snapshot, app, 'node_modules');
    if (existsSync(path.join(snapshot, app)) && !existsSync(link)) symlinkSync(path.join(REPO_ROOT, app, 'node_modules'), link, 'dir');
  }
}
