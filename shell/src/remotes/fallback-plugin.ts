import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks a module the runtime handed back in place of a remote that failed to load. */
export const REMOTE_FAILED = '__tjbRemoteFailed';

export interface FailedRemoteModule {
  [REMOTE_FAILED]: true;
  error: unknown;
  default: null;
}

export function isFailedRemote(mod: unknown): mod is FailedRemoteModule {
  return typeof mod === 'object' && mod !== null && REMOTE_FAILED in mod;
}

/**
 * Failures are handled at the seam: when a remote's entry or exposed chunk cannot load, the
 * runtime gets a marker module instead of an exception, and the slot renders its fallback.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tjb-remote-fallback',
    async errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[shell] remote ${id} failed at ${lifecycle}`, error);
      // Earlier lifecycles expect request arguments back; letting them throw lands here as 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      const failed: FailedRemoteModule = { [REMOTE_FAILED]: true, error, default: null };
      return failed;
    },
  };
}
