import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteModuleId, type ExposedModule, type RemoteKey } from '@tjb/mf-config';
import type { RemoteProps } from '@tjb/mf-config/contract';
import type { ComponentType } from 'react';
import { isFailedRemote } from './fallback-plugin';
import { connectRemotes, reconnectRemote } from './registry-client';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteKey,
    cause: unknown,
  ) {
    super(`Remote ${remote} is unavailable`, { cause });
  }
}

const ATTEMPTS = 3;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads an exposed component with a bounded retry (3 tries, 300 ms then 600 ms apart), re-registering
 * the remote between tries so a briefly unreachable server or a redeploy mid-load recovers on its own.
 * Written here rather than with a retry plugin because the retry must also re-read the registry.
 */
export async function loadRemoteComponent<K extends RemoteKey, M extends ExposedModule<K>>(remote: K, module: M): Promise<{ default: ComponentType<RemoteProps<K, M>> }> {
  const registry = await connectRemotes();
  if (!registry) throw new RemoteUnavailableError(remote, new Error('remote registry unavailable'));
  const id = remoteModuleId(remote, module);
  let lastError: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt > 0) {
      await wait(300 * 2 ** (attempt - 1));
      await reconnectRemote(remote);
    }
    try {
      const mod = await loadRemote<unknown>(id);
      if (isFailedRemote(mod)) {
        lastError = mod.error;
        continue;
      }
      const component = (mod as { default?: unknown } | null)?.default;
      // Components may be functions or memo/forwardRef objects. That it takes the contract's props is what
      // each remote's contract test checks (describeRemoteContract); at run time only its shape can be.
      if (component && (typeof component === 'function' || typeof component === 'object')) {
        return { default: component as ComponentType<RemoteProps<K, M>> };
      }
      lastError = new Error(`${id} has no default export`);
    } catch (err) {
      lastError = err;
    }
  }
  throw new RemoteUnavailableError(remote, lastError);
}
