import { movedPath, remoteForPath } from '@tjb/mf-config';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { RemoteSlot } from '../remotes/remote-slot';

// Only unknown paths need it: its code stays out of every other page's first load.
const NotFoundPage = lazy(() => import('../layout/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/**
 * The shell owns the route table (@tjb/mf-config ROUTES): it picks the remote that owns the path and
 * mounts that remote's App, whose own <Routes> render the page. Paths outside the table are the 404.
 */
export function PageDispatcher() {
  const { pathname, search, hash } = useLocation();
  // An old address followed inside the app (a saved link, the Back button) lands where the gateway's 301 would.
  const moved = movedPath(pathname, search);
  if (moved) return <Navigate to={moved + hash} replace />;
  const remote = remoteForPath(pathname);
  if (!remote) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <RemoteSlot key={remote} remote={remote} module="./App" kind="page" />;
}
