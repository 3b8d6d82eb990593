import { css } from '@emotion/react';
import type { ExposedModule, RemoteKey } from '@tjb/mf-config';
import type { NoProps, RemoteProps } from '@tjb/mf-config/contract';
import { LoadingRegion, Skeleton } from '@tjb/ui';
import { createElement, lazy, Suspense, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { loadRemoteComponent } from './load-remote-module';
import { RemoteBoundary } from './remote-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { ClientOnlySlot, ServerRemotesContext, serverRemoteKey } from './server-remotes';

type SlotKind = 'page' | 'overlay' | 'inline';

/**
 * One exposed module and the props the shell passes it: the contract's (@tjb/mf-config RemoteProps),
 * which each remote's contract test checks its component accepts. A module taking none is given none.
 */
type RemoteSlotProps<K extends RemoteKey, M extends ExposedModule<K>> = {
  remote: K;
  module: M;
  /** 'page' reserves the page area while loading so the footer does not jump; 'overlay' reserves nothing. */
  kind?: SlotKind;
  /** What stands in the module's place while it loads in the browser (in place of kind's own). */
  placeholder?: ReactNode;
  /**
   * Called when the module cannot be loaded or fails while rendering, after the load's own retries. An
   * overlay shows nothing in its place, so its host says so and offers the shopper another try.
   */
  onUnavailable?: (error: unknown) => void;
} & (RemoteProps<K, M> extends NoProps ? { props?: undefined } : { props: RemoteProps<K, M> });

const reserved = css`min-height: calc(100vh - 80px); padding: 2rem 1rem; display: grid; gap: 1rem; align-content: start; max-width: 1280px; margin: 0 auto;`;

function PagePlaceholder() {
  return (
    <LoadingRegion css={reserved} label="Loading">
      <Skeleton height={48} width="40%" />
      <Skeleton height={320} />
    </LoadingRegion>
  );
}

/** Mounts one exposed module of a remote, with its own loading state, retry and failure fallback. */
export function RemoteSlot<K extends RemoteKey, M extends ExposedModule<K>>({ remote, module, props, kind = 'page', placeholder, onUnavailable }: RemoteSlotProps<K, M>) {
  const serverRemotes = useContext(ServerRemotesContext);
  if (serverRemotes) return <ServerSlot remote={remote} module={module} props={props} kind={kind} modules={serverRemotes} />;
  return <BrowserSlot<K, M> remote={remote} module={module} props={props} kind={kind} placeholder={placeholder} onUnavailable={onUnavailable} />;
}

/** The slot's props once RemoteSlot has checked them against the contract. */
interface SlotProps<K extends RemoteKey, M extends ExposedModule<K>> {
  remote: K;
  module: M;
  props: RemoteProps<K, M> | undefined;
  kind: SlotKind;
  placeholder?: ReactNode;
  onUnavailable?: (error: unknown) => void;
}

/**
 * The slot on the server: the remote's component when the gateway has it, else its loading state for the
 * browser to fill. The Suspense boundary sits where the browser's slot has its own, so the browser
 * hydrates the server's HTML when the remote's code arrives and keeps showing it until then.
 */
function ServerSlot<K extends RemoteKey, M extends ExposedModule<K>>({ remote, module, props, kind, modules }: SlotProps<K, M> & { modules: Readonly<Record<string, ComponentType<object>>> }) {
  const Component = modules[serverRemoteKey(remote, module)];
  return (
    <Suspense fallback={kind === 'page' ? <PagePlaceholder /> : null}>
      {Component ? <Component {...props} /> : <ClientOnly slot={serverRemoteKey(remote, module)} />}
    </Suspense>
  );
}

function ClientOnly({ slot }: { slot: string }): never {
  throw new ClientOnlySlot(slot);
}

function BrowserSlot<K extends RemoteKey, M extends ExposedModule<K>>({ remote, module, props, kind, placeholder, onUnavailable }: SlotProps<K, M>) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  // The latest callback, read when a failure happens, so a host passing a new function each render does
  // not make a new lazy component (which would load the remote again).
  const reportRef = useRef(onUnavailable);
  useEffect(() => {
    reportRef.current = onUnavailable;
  });
  const Lazy: ComponentType<RemoteProps<K, M>> = useMemo(
    () =>
      lazy(() =>
        loadRemoteComponent(remote, module).catch((err: unknown) => {
          console.error(`[shell] ${remote}/${module} unavailable`, err);
          const Fallback: ComponentType<RemoteProps<K, M>> = () => (
            <Unavailable kind={kind} error={err} report={reportRef} onRetry={retry} />
          );
          return { default: Fallback };
        }),
      ),
    // A new attempt builds a new lazy component, which loads the remote again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  const loading = placeholder ?? (kind === 'page' ? <PagePlaceholder /> : null);
  return (
    <RemoteBoundary
      key={attempt}
      name={`${remote}/${module}`}
      fallback={(error) => <Unavailable kind={kind} error={error} report={reportRef} onRetry={retry} />}
    >
      <Suspense fallback={loading}>
        {createElement(Lazy, props)}
      </Suspense>
    </RemoteBoundary>
  );
}

/**
 * What a slot shows when its module is unavailable: a page or inline slot its own notice with a retry; an
 * overlay nothing, reporting the failure once to its host (onUnavailable), which owns how to say so.
 */
function Unavailable({ kind, error, report, onRetry }: { kind: SlotKind; error: unknown; report: RefObject<((error: unknown) => void) | undefined>; onRetry: () => void }) {
  useEffect(() => {
    report.current?.(error);
  }, [report, error]);
  return kind === 'overlay' ? null : <RemoteUnavailable compact={kind === 'inline'} onRetry={onRetry} />;
}
