import { MfeRoot } from '@tjb/ui';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PendingPage } from '../features/pending/pending-page';

/** This remote's pages; the paths are the ones the shell's route table gives to 'designer'. */
export const PAGES: ReadonlyArray<{ path: string; element: ReactElement }> = [
  { path: '/design-apparel', element: <PendingPage title="Design Your Apparel" tagline="Pick a garment, a color and a design, and see it live." /> },
  { path: '/gallery', element: <PendingPage title="Gallery" tagline="Custom apparel, our rider community and the gear in action." /> },
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
