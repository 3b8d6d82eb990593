import { REMOTES } from '@tjb/mf-config';
import { createRemoteQueryClient, pageQueryClient } from '@tjb/ui/page-state';

/** A cache of its own: the server render's (one per request) and each test's. */
export const createQueryClient = createRemoteQueryClient;

/** The browser's one cache for everything this remote mounts, started from the page's answers (src/server.tsx). */
export const remoteQueryClient = pageQueryClient(REMOTES.designer.dir);
