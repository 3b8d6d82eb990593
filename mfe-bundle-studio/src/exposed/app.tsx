import type { QueryClient } from '@tanstack/react-query';
import { MfeRoot } from '@tjb/ui';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { StudioProviders } from '../app/providers';
import { StudioPage } from '../features/studio/components/studio-page';
import { StylePage } from '../features/style-with-tj/style-page';

/** This remote's pages; the paths are the ones the shell's route table gives to 'bundleStudio'. */
export const PAGES: ReadonlyArray<{ path: string; element: ReactElement }> = [
  { path: '/bundle-studio', element: <StudioPage /> },
  { path: '/style-with-tj', element: <StylePage /> },
];

/** `queryClient` is the server render's, one per request (src/server.tsx); the browser uses the remote's own. */
export default function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <MfeRoot name="mfe-bundle-studio" build={__BUILD_LABEL__}>
      <StudioProviders client={queryClient}>
        <Routes>
          {PAGES.map((p) => (
            <Route key={p.path} path={p.path} element={p.element} />
          ))}
        </Routes>
      </StudioProviders>
    </MfeRoot>
  );
}
