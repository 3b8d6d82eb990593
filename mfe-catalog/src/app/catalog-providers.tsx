import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { remoteQueryClient } from './query-client';

/** The remote's data layer, shared by its pages and its header slot; tests pass their own client. */
export function CatalogProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client ?? remoteQueryClient()}>{children}</QueryClientProvider>;
}
