import { css } from '@emotion/react';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BrowserFallback } from './browser-fallback';
import { LiveMark, MfeRoot } from './mfe-root';
import { Container, LoadingRegion, Skeleton } from './primitives';

/** One page of a remote: its path (a pattern of the shell's route table) and what it renders. */
export interface RemotePage {
  path: string;
  element: ReactElement;
}

const skeleton = css`display: grid; gap: 1rem; padding: 2rem 0; min-height: calc(100vh - 80px); align-content: start;`;

/** Holds a page's place while its code loads after a move within the shop, so the footer never jumps up and back. */
function PageSkeleton() {
  return (
    <Container>
      <LoadingRegion css={skeleton} label="Loading page">
        <Skeleton height={56} width="45%" />
        <Skeleton height={20} width="30%" />
        <Skeleton height={420} />
      </LoadingRegion>
    </Container>
  );
}

/**
 * What a remote's ./App renders: its root (MfeRoot: its own emotion cache key and the `data-mfe`
 * boundary) holding one route per page. The shell owns the router; these routes match inside it.
 * `frame` puts the routes inside the remote's own providers, for a remote that has some.
 * `lazy`: each page is its own chunk (lazyPage), so a page ships only its own code. The routes then sit
 * in a Suspense boundary of their own: the server has loaded the page before its one render, the
 * browser hydrates the page once its chunk (preloaded from the page's hints) is in, and a move within
 * the shop shows PageSkeleton meanwhile. The root is marked live from inside that boundary, so the
 * mark waits for the page.
 */
export function RemotePages({
  name,
  build,
  pages,
  lazy = false,
  frame = (routes) => routes,
}: {
  name: string;
  build?: string;
  pages: ReadonlyArray<RemotePage>;
  lazy?: boolean;
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
    <MfeRoot name={name} build={build} liveMark={!lazy}>
      {frame(
        lazy ? (
          <Suspense fallback={<BrowserFallback><PageSkeleton /></BrowserFallback>}>
            {routes}
            <LiveMark />
          </Suspense>
        ) : (
          routes
        ),
      )}
    </MfeRoot>
  );
}
