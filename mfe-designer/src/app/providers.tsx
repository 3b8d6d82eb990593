import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { remoteQueryClient } from './query-client';

/** The remote's data layer; the server render and tests pass their own client. */
export function DesignerProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client ?? remoteQueryClient()}>{children}</QueryClientProvider>;
}
