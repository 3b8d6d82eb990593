import type { QueryClient } from '@tanstack/react-query';
import { RemotePages, type RemotePage } from '@tjb/ui';
import { lazyPage, type RoutePage } from '@tjb/ui/page-data';
import { DesignerProviders } from '../app/providers';

// Each page is its own chunk, named after its route (`page:<path>`, which the gateway preloads), so the
// gallery does not ship the designer. Each page module declares the queries its first render shows
// (`pageQueries`), which the server session prefetches (src/server.tsx).
const DesignerPage = lazyPage(() => import(/* webpackChunkName: "page:/design-apparel" */ '../features/designer/components/designer-page'), 'DesignerPage');
const GalleryPage = lazyPage(() => import(/* webpackChunkName: "page:/gallery" */ '../features/gallery/gallery-page'), 'GalleryPage');

/** This remote's pages; the paths are the ones the shell's route table gives to 'designer'. */
export const PAGES: ReadonlyArray<RemotePage & { page: RoutePage }> = [
  { path: '/design-apparel', element: <DesignerPage />, page: DesignerPage },
  { path: '/gallery', element: <GalleryPage />, page: GalleryPage },
];

/** `queryClient` is the server render's, one per request (src/server.tsx); the browser uses the remote's own. */
export default function App({ queryClient }: { queryClient?: QueryClient }) {
  return <RemotePages name="mfe-designer" build={__BUILD_LABEL__} pages={PAGES} lazy frame={(routes) => <DesignerProviders client={queryClient}>{routes}</DesignerProviders>} />;
}
