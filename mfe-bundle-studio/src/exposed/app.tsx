import { MfeRoot } from '@tjb/ui';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PendingPage } from '../features/pending/pending-page';

/** This remote's pages; the paths are the ones the shell's route table gives to 'bundleStudio'. */
export const PAGES: ReadonlyArray<{ path: string; element: ReactElement }> = [
  { path: '/bundle-studio', element: <PendingPage title="Bundle Studio" tagline="Mix gear from every category into one style bundle." /> },
  { path: '/style-with-tj', element: <PendingPage title="Style with TJ" tagline="Outfit ideas for the road from TJ himself." /> },
];

export default function App() {
  return (
    <MfeRoot name="mfe-bundle-studio" build={__BUILD_LABEL__}>
      <Routes>
        {PAGES.map((p) => (
          <Route key={p.path} path={p.path} element={p.element} />
        ))}
      </Routes>
    </MfeRoot>
  );
}
