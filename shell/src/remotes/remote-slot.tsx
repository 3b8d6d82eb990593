import { css } from '@emotion/react';
import type { ExposedModule, RemoteKey } from '@tjb/mf-config';
import { Skeleton } from '@tjb/ui';
import { lazy, Suspense, useContext, useMemo, useState, type ComponentType } from 'react';
import { loadRemoteComponent } from './load-remote-module';
import { RemoteBoundary } from './remote-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { ClientOnlySlot, ServerRemotesContext, serverRemoteKey } from './server-remotes';

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
  const serverRemotes = useContext(ServerRemotesContext);
  if (serverRemotes) return <ServerSlot remote={remote} module={module} props={props} kind={kind} modules={serverRemotes} />;
  return <BrowserSlot remote={remote} module={module} props={props} kind={kind} />;
}

/**
 * The slot on the server: the remote's component when the gateway has it, else its loading state for the
 * browser to fill. The Suspense boundary sits where the browser's slot has its own, so the browser
 * hydrates the server's HTML when the remote's code arrives and keeps showing it until then.
 */
function ServerSlot<P extends object>({ remote, module, props, kind = 'page', modules }: RemoteSlotProps<P> & { modules: Readonly<Record<string, ComponentType<object>>> }) {
  const Component = modules[serverRemoteKey(remote, module)];
  return (
    <Suspense fallback={kind === 'page' ? <PagePlaceholder /> : null}>
      {Component ? <Component {...((props ?? {}) as object)} /> : <ClientOnly slot={serverRemoteKey(remote, module)} />}
    </Suspense>
  );
}

function ClientOnly({ slot }: { slot: string }): never {
  throw new ClientOnlySlot(slot);
}

function BrowserSlot<P extends object>({ remote, module, props, kind = 'page' }: RemoteSlotProps<P>) {
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
