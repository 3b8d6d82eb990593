import type { ReactElement, ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { MfeRoot } from './mfe-root';

/** One page of a remote: its path (a pattern of the shell's route table) and what it renders. */
export interface RemotePage {
  path: string;
  element: ReactElement;
}

/**
 * What a remote's ./App renders: its root (MfeRoot: its own emotion cache key and the `data-mfe`
 * boundary) holding one route per page. The shell owns the router; these routes match inside it.
 * `frame` puts the routes inside the remote's own providers, for a remote that has some.
 */
export function RemotePages({
  name,
  build,
  pages,
  liveMark,
  frame = (routes) => routes,
}: {
  name: string;
  build?: string;
  pages: ReadonlyArray<RemotePage>;
  liveMark?: boolean;
  frame?: (routes: ReactElement) => ReactNode;
}) {
  const routes = (
    <Routes>
      {pages.map((page) => (
        <Route key={page.path} path={page.path} element={page.element} />
      ))}
    </Routes>
  );
  return (
    <MfeRoot name={name} build={build} liveMark={liveMark}>
      {frame(routes)}
    </MfeRoot>
  );
}
