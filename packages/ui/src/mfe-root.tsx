import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';

/**
 * Wraps what a remote renders: its own emotion cache key (class names say who owns them) and a
 * `data-mfe` attribute that marks the boundary in the DOM.
 */
export function MfeRoot({ name, build, children }: { name: string; build?: string; children: ReactNode }) {
  const cache = useMemo(() => createCache({ key: name.replace(/[^a-z-]/g, '') || 'mfe' }), [name]);
  return (
    <CacheProvider value={cache}>
      <div data-mfe={name} data-build={build} style={{ display: 'contents' }}>
        {children}
      </div>
    </CacheProvider>
  );
}
