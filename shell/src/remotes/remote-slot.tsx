import { css } from '@emotion/react';
import type { ExposedModule, RemoteKey } from '@tjb/mf-config';
import { Skeleton } from '@tjb/ui';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { loadRemoteComponent } from './load-remote-module';
import { RemoteBoundary } from './remote-boundary';
import { RemoteUnavailable } from './remote-unavailable';

interface RemoteSlotProps<P> {
  remote: RemoteKey;
  module: ExposedModule;
  props?: P;
  /** 'page' reserves the page area while loading so the footer does not jump; 'overlay' reserves nothing. */
  kind?: 'page' | 'overlay' | 'inline';
}

const reserved = css`min-height: calc(100vh - 80px); padding: 2rem 1rem; display: grid; gap: 1rem; align-content: start; max-width: 1280px; margin: 0 auto;`;

function PagePlaceholder() {
  return (
    <div css={reserved} aria-busy="true" aria-label="Loading">
      <Skeleton height={48} width="40%" />
      <Skeleton height={320} />
    </div>
  );
}

/** Mounts one exposed module of a remote, with its own loading state, retry and failure fallback. */
export function RemoteSlot<P extends object>({ remote, module, props, kind = 'page' }: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(
    () =>
      lazy(() =>
        loadRemoteComponent<P>(remote, module).catch((err: unknown) => {
          console.error(`[shell] ${remote}/${module} unavailable`, err);
          const Fallback: ComponentType<P> = () =>
            kind === 'overlay' ? null : <RemoteUnavailable compact={kind === 'inline'} onRetry={() => setAttempt((n) => n + 1)} />;
          return { default: Fallback };
        }),
      ),
    // A new attempt builds a new lazy component, which loads the remote again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  const loading = kind === 'page' ? <PagePlaceholder /> : null;
  return (
    <RemoteBoundary
      key={attempt}
      name={`${remote}/${module}`}
      fallback={() => (kind === 'overlay' ? null : <RemoteUnavailable compact={kind === 'inline'} onRetry={() => setAttempt((n) => n + 1)} />)}
    >
      <Suspense fallback={loading}>
        {/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are the remote module's own contract */}
        <Lazy {...((props ?? {}) as any)} />
      </Suspense>
    </RemoteBoundary>
  );
}
