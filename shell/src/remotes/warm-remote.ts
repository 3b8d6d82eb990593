import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteModuleId, type ExposedModule, type RemoteKey } from '@tjb/mf-config';
import { remoteForPath } from '@tjb/shop-contracts';
import { connectRemotes } from './registry-client';

const warmed = new Map<string, Promise<void>>();

/**
 * Loads a remote's entry and its exposed module's chunks without rendering anything, so the page the
 * shopper is about to open is already fetched and parsed. Exposed modules do no work at import time, so
 * loading one early is safe. Failures are swallowed: the real mount retries and shows the fallback.
 * Not the runtime's preloadRemote: in @module-federation 2.9 it reads the remote's snapshot, i.e. it
 * JSON-parses the entry, and our registry names plain remoteEntry.js files, not mf-manifest.json.
 */
// Every remote exposes ./App (its pages; each remote's contract test checks it), which the list's
// generic type cannot know for an unresolved K.
export function warmRemote<K extends RemoteKey>(remote: K, module = './App' as ExposedModule<K>): Promise<void> {
  const id = remoteModuleId(remote, module);
  let pending = warmed.get(id);
  if (!pending) {
    pending = connectRemotes()
      .then(async (registry) => {
        if (registry) await loadRemote(id);
      })
      .catch(() => {
        warmed.delete(id); // a later hover may try again
      });
    warmed.set(id, pending);
  }
  return pending;
}

/** The remote that renders an in-shop link's target, or null for other sites, mail links and the 404. */
export function remoteForHref(href: string, base: string): RemoteKey | null {
  try {
    const url = new URL(href, base);
    if (url.origin !== new URL(base).origin) return null;
    return remoteForPath(url.pathname);
  } catch {
    return null;
  }
}
