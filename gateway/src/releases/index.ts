import type { Router, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Database } from '../db';
import type { RegistrySource } from '../web/registry';
import { canaryVisitor } from './canary-cookie';
import type { ShellProvides } from './guard-rails';
import { releaseEntry } from './manifest';
import { createReleasePruner } from './release-pruning';
import { createReleaseRegistry } from './release-registry';
import { createReleaseRoutes } from './release-routes';
import { createReleaseStore } from './release-store';
import { createTokenCheck, parseReleaseTokens } from './tokens';

export { CANARY_COOKIE } from './canary-cookie';

/** Releases kept per remote besides the active one, the canary and the rollback target. */
export const DEFAULT_RELEASE_KEEP = 5;

/** What the public web app mounts for releases. */
export interface ReleasesWeb {
  /** The release API, at /api/releases (before the generic /api proxy). */
  api: Router;
  /** /remotes/<dir>/<version>/… from the release store. */
  assets: RequestHandler;
  /** Gives a page or registry request its sticky canary bucket (res.locals.registryVisitor). */
  visitor: RequestHandler;
  /** Where a registry entry's build is on disk, when it is a release: its root and folder (as for preload manifests and server bundles). */
  buildOf(remote: { key: string; entry: string; version?: string }, dir: string): { root: string; dir: string } | null;
}

export interface Releases {
  registry: RegistrySource;
  web: ReleasesWeb;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface ReleasesOptions {
  db: Database;
  seed: RegistrySource;
  /** RELEASES_DIR (default `<DATA_DIR>/releases`). */
  root: string;
  staticRoot: string;
  /** RELEASE_TOKENS. */
  tokens: string | undefined;
  /** RELEASE_KEEP: releases kept per remote besides the active one, the canary and the rollback target (default 5). */
  keep?: number;
  shellProvides: () => ShellProvides;
  pollMs: number;
  cookieSecure: boolean;
  logger: Logger;
  /** Redis, when replicas share one: changes are published, and a published change is applied at once. */
  redis?: { publish(): Promise<void>; onChange(handler: () => void): void };
}

/** Releases of remotes: the store, the registry as data, the release API and the canary cookie. */
export function createReleases(opts: ReleasesOptions): Releases {
  const store = createReleaseStore({ root: opts.root, staticRoot: opts.staticRoot });
  const registry = createReleaseRegistry({ seed: opts.seed, releases: opts.db.releases, store, logger: opts.logger, pollMs: opts.pollMs, publish: opts.redis?.publish });
  opts.redis?.onChange(() => {
    registry.refresh().catch((err: Error) => opts.logger.error({ err }, 'remote registry refresh after a published change failed'));
  });
  const prune = createReleasePruner({ releases: opts.db.releases, store, keep: opts.keep ?? DEFAULT_RELEASE_KEEP, logger: opts.logger });
  const api = createReleaseRoutes({
    releases: opts.db.releases,
    store,
    registry,
    checkToken: createTokenCheck(parseReleaseTokens(opts.tokens)),
    shellProvides: opts.shellProvides,
    logger: opts.logger,
    prune,
  });
  return {
    registry: registry.source,
    web: {
      api,
      assets: store.assets(),
      visitor: canaryVisitor({ hasCanary: registry.hasCanary, secure: opts.cookieSecure }),
      buildOf(remote, dir) {
        return remote.version && remote.entry === releaseEntry(dir, remote.version) && store.has(dir, remote.version) ? { root: store.root, dir: `${dir}/${remote.version}` } : null;
      },
    },
    // The first read before the shop takes requests: a replica starting mid-canary serves it from its first page.
    async start() {
      await registry.refresh();
      registry.start();
    },
    stop: () => registry.stop(),
  };
}
