import { remoteForPath } from '@tjb/mf-config';
import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '../layout/not-found/not-found-page';
import { RemoteSlot } from '../remotes/remote-slot';

/**
 * The shell owns the route table (@tjb/mf-config ROUTES): it picks the remote that owns the path and
 * mounts that remote's App, whose own <Routes> render the page. Paths outside the table are the 404.
 */
export function PageDispatcher() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFoundPage />;
  return <RemoteSlot key={remote} remote={remote} module="./App" kind="page" />;
}
