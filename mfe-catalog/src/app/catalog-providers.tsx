import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { afterPageSettled } from '@tjb/ui';
import { useEffect, type ReactNode } from 'react';
import { warmStorefront } from '../shared/api/storefront-client';
import { remoteQueryClient } from './query-client';

/** The remote's data layer, shared by its pages and its header slot; tests pass their own client. */
export function CatalogProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  useEffect(() => {
    void afterPageSettled().then(warmStorefront);
  }, []);
  return <QueryClientProvider client={client ?? remoteQueryClient()}>{children}</QueryClientProvider>;
}
