import type { QueryClient } from '@tanstack/react-query';
import { RemotePages, type RemotePage } from '@tjb/ui';
import type { PageQueries } from '@tjb/ui/page-data';
import { StudioProviders } from '../app/providers';
import { StudioPage, pageQueries as studioQueries } from '../features/studio/components/studio-page';
import { StylePage, pageQueries as styleQueries } from '../features/style-with-tj/style-page';

/** This remote's pages; the paths are the ones the shell's route table gives to 'bundleStudio'. */
/** Each page's `queries` are what its first render shows: the server prefetches them (src/server.tsx). */
export const PAGES: ReadonlyArray<RemotePage & { queries: PageQueries }> = [
  { path: '/bundle-studio', element: <StudioPage />, queries: studioQueries },
  { path: '/style-with-tj', element: <StylePage />, queries: styleQueries },
];

/** `queryClient` is the server render's, one per request (src/server.tsx); the browser uses the remote's own. */
export default function App({ queryClient }: { queryClient?: QueryClient }) {
  return <RemotePages name="mfe-bundle-studio" build={__BUILD_LABEL__} pages={PAGES} frame={(routes) => <StudioProviders client={queryClient}>{routes}</StudioProviders>} />;
}
