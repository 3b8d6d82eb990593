import { registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemoteKey } from '@tjb/mf-config';
import { INLINE_REGISTRY_ID, parseRegistry, type Registry } from '@tjb/shop-contracts';

const REGISTRY_URL = '/mf/registry.json';
const ATTEMPTS = 3;

let registryPromise: Promise<Registry | null> | null = null;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchRegistry(): Promise<Registry> {
  let lastError: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      const res = await fetch(REGISTRY_URL, { cache: 'no-cache', credentials: 'same-origin' });
      if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
      return parseRegistry(await res.json());
    } catch (err) {
      lastError = err;
      if (attempt < ATTEMPTS - 1) await wait(250 * 2 ** attempt);
    }
  }
  throw lastError;
}

/** The registry the page was served with, once: a retry or a reconnect always asks the server again. */
let inlineUsed = false;
function takeInlineRegistry(): Registry | null {
  if (inlineUsed) return null;
  inlineUsed = true;
  const text = document.getElementById(INLINE_REGISTRY_ID)?.textContent;
  if (!text) return null;
  try {
    return parseRegistry(JSON.parse(text));
  } catch (err) {
    console.warn('[shell] the registry written into the page is unreadable; fetching it', err);
    return null;
  }
}

function register(registry: Registry, force = false) {
  registerRemotes(
    registry.remotes.map((r) => ({ name: r.scope, entry: new URL(r.entry, window.location.href).href })),
    { force },
  );
}

/**
 * Fetches the registry and registers every remote with the federation runtime. Registration is
 * lazy: no remote entry is fetched until a page needs it, so a dead remote cannot stop the shell.
 * Resolves to null when the registry cannot be had; every remote slot then shows its fallback.
 */
export function connectRemotes(): Promise<Registry | null> {
  if (!registryPromise) {
    const inline = takeInlineRegistry();
    registryPromise = (inline ? Promise.resolve(inline) : fetchRegistry())
      .then((registry) => {
        register(registry);
        return registry;
      })
      .catch((err: unknown) => {
        console.error('[shell] remote registry unavailable', err);
        registryPromise = null; // a later retry may succeed
        return null;
      });
  }
  return registryPromise;
}

/** Re-reads the registry and re-registers one remote, dropping whatever the runtime cached for it. */
export async function reconnectRemote(key: RemoteKey): Promise<void> {
  registryPromise = null;
  const registry = await connectRemotes();
  const entry = registry?.remotes.find((r) => r.key === key);
  if (registry && entry) register({ remotes: [entry] }, true);
}
