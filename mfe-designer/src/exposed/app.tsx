import { MfeRoot } from '@tjb/ui';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DesignerPage } from '../features/designer/components/designer-page';
import { GalleryPage } from '../features/gallery/gallery-page';

/** This remote's pages; the paths are the ones the shell's route table gives to 'designer'. */
export const PAGES: ReadonlyArray<{ path: string; element: ReactElement }> = [
  { path: '/design-apparel', element: <DesignerPage /> },
  { path: '/gallery', element: <GalleryPage /> },
];

export default function App() {
  return (
    <MfeRoot name="mfe-designer" build={__BUILD_LABEL__}>
      <Routes>
        {PAGES.map((p) => (
          <Route key={p.path} path={p.path} element={p.element} />
        ))}
      </Routes>
    </MfeRoot>
  );
}
