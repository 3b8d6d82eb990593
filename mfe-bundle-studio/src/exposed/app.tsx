import type { QueryClient } from '@tanstack/react-query';
import { RemotePages, type RemotePage } from '@tjb/ui';
import { lazyPage, type RoutePage } from '@tjb/ui/page-data';
import { StudioProviders } from '../app/providers';

// Each page is its own chunk, named after its route (`page:<path>`, which the gateway preloads), so
// /style-with-tj does not ship the studio, its dialogs and its visualization, nor /bundle-studio the
// styling request form. Each page module declares the queries its first render shows (`pageQueries`),
// which the server session prefetches (src/server.tsx).
const StudioPage = lazyPage(() => import(/* webpackChunkName: "page:/bundle-studio" */ '../features/studio/components/studio-page'), 'StudioPage');
const StylePage = lazyPage(() => import(/* webpackChunkName: "page:/style-with-tj" */ '../features/style-with-tj/style-page'), 'StylePage');

/** This remote's pages; the paths are the ones the shell's route table gives to 'bundleStudio'. */
export const PAGES: ReadonlyArray<RemotePage & { page: RoutePage }> = [
  { path: '/bundle-studio', element: <StudioPage />, page: StudioPage },
  { path: '/style-with-tj', element: <StylePage />, page: StylePage },
];

/** `queryClient` is the server render's, one per request (src/server.tsx); the browser uses the remote's own. */
export default function App({ queryClient }: { queryClient?: QueryClient }) {
  return <RemotePages name="mfe-bundle-studio" build={__BUILD_LABEL__} pages={PAGES} lazy frame={(routes) => <StudioProviders client={queryClient}>{routes}</StudioProviders>} />;
}
