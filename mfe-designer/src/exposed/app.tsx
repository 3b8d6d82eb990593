import type { QueryClient } from '@tanstack/react-query';
import { RemotePages, type RemotePage } from '@tjb/ui';
import type { PageQueries } from '@tjb/ui/page-data';
import { DesignerProviders } from '../app/providers';
import { pageQueries as designerQueries } from '../features/designer/api/garment-photos-query';
import { DesignerPage } from '../features/designer/components/designer-page';
import { GalleryPage } from '../features/gallery/gallery-page';

/** This remote's pages; the paths are the ones the shell's route table gives to 'designer'. */
/** Each page's `queries` are what its first render shows: the server prefetches them (src/server.tsx). */
export const PAGES: ReadonlyArray<RemotePage & { queries?: PageQueries }> = [
  { path: '/design-apparel', element: <DesignerPage />, queries: designerQueries },
  { path: '/gallery', element: <GalleryPage /> },
];

/** `queryClient` is the server render's, one per request (src/server.tsx); the browser uses the remote's own. */
export default function App({ queryClient }: { queryClient?: QueryClient }) {
  return <RemotePages name="mfe-designer" build={__BUILD_LABEL__} pages={PAGES} frame={(routes) => <DesignerProviders client={queryClient}>{routes}</DesignerProviders>} />;
}
