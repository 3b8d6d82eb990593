import { movedPath, remoteForPath } from '@tjb/shop-contracts';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RemoteSlot } from '../remotes/remote-slot';

// Only unknown paths need it: its code stays out of every other page's first load.
const NotFoundPage = lazy(() => import('../layout/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/**
 * The shell owns the route table (@tjb/shop-contracts ROUTES): it picks the remote that owns the path and
 * mounts that remote's App, whose own <Routes> render the page. Paths outside the table are the 404.
 */
export function PageDispatcher() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // An old address followed inside the app (a saved link, the Back button) lands where the gateway's 301
  // would. With useNavigate, not <Navigate>: the shared router (mf-config/shared) exports only what the apps use.
  const moved = movedPath(pathname, search);
  useEffect(() => {
    if (moved) navigate(moved + hash, { replace: true });
  }, [moved, hash, navigate]);
  if (moved) return null;
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
