import { RemotePages, type RemotePage } from '@tjb/ui';
import { DesignerPage } from '../features/designer/components/designer-page';
import { GalleryPage } from '../features/gallery/gallery-page';

/** This remote's pages; the paths are the ones the shell's route table gives to 'designer'. */
export const PAGES: readonly RemotePage[] = [
  { path: '/design-apparel', element: <DesignerPage /> },
  { path: '/gallery', element: <GalleryPage /> },
];

export default function App() {
  return <RemotePages name="mfe-designer" build={__BUILD_LABEL__} pages={PAGES} />;
}
