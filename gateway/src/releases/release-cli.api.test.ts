import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import request from 'supertest';
import type { ServerBundle } from '@tjb/shop-contracts';
import { openTestDatabase, type TestDatabase } from '../api/test-support/test-database';
import { REPO_ROOT } from '../config';
import { createWebApp } from '../web/create-web-app';
import { createRegistrySource } from '../web/registry';
import { createBundleLoader, serverBundleFile } from '../web/server-render';
import { createReleases, type Releases } from '.';
import { readShellProvides } from './shell-provides';

const run = promisify(execFile);
const silent = pino({ level: 'silent' });
const TOKEN = 'support-pipeline-token-0002';
const VERSION = '1.0.0-cli.1';

/**
 * The real path a team takes: `pnpm release` builds mfe-support for its versioned folder and uploads
 * it to a running gateway, which checks it against the shell it actually serves; `pnpm promote` and
 * `pnpm rollback` move the registry. One webpack build, so this file is the slow one.
 */
describe('pnpm release, promote and rollback against a running gateway', () => {
  let t: TestDatabase;
  let tmp: string;
  let releases: Releases;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    t = await openTestDatabase('pglite');
    tmp = mkdtempSync(path.join(os.tmpdir(), 'tjb-release-cli-'));
    releases = createReleases({
      db: t.db,
      seed: createRegistrySource({ overrides: {} }),
      root: path.join(tmp, 'releases'),
      staticRoot: REPO_ROOT,
      tokens: `mfe-support:${TOKEN},mfe-catalog:catalog-pipeline-token-0001`,
      shellProvides: () => readShellProvides(REPO_ROOT),
      pollMs: 600_000,
      cookieSecure: false,
      logger: silent,
    });
    await releases.start();
    const app = createWebApp({ staticRoot: REPO_ROOT, registry: releases.registry, apiUpstream: 'http://127.0.0.1:9', logger: silent, releases: releases.web, serverRender: false });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await releases?.stop();
    await t?.dispose();
    rmSync(tmp, { recursive: true, force: true });
  });

  const cli = (args: string[], token = TOKEN) =>
    run(process.execPath, [path.join(REPO_ROOT, 'scripts', 'release', 'cli.mjs'), ...args], { cwd: REPO_ROOT, env: { ...process.env, RELEASE_URL: base, RELEASE_TOKEN: token }, maxBuffer: 16 * 1024 * 1024 });
  const supportEntry = async () => {
    const res = await request(base).get('/mf/registry.json').expect(200);
    return (res.body as { remotes: Array<{ key: string; entry: string }> }).remotes.find((r) => r.key === 'support')!.entry;
  };

  it('when mfe-support is released and promoted, then the shop serves that build, its server bundle loads from the store, and a rollback returns to the default', async () => {
    const released = await cli(['release', 'mfe-support', '--version', VERSION]);
    expect(released.stdout).toContain(`uploaded mfe-support ${VERSION}: /remotes/mfe-support/${VERSION}/remoteEntry.js`);

    const refused = await cli(['promote', 'mfe-support', VERSION], 'catalog-pipeline-token-0001').catch((err: { code: number; stderr: string }) => err);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('403: This token releases mfe-catalog; it cannot change mfe-support.') });

    await cli(['promote', 'mfe-support', VERSION]);
    expect(await supportEntry()).toBe(`/remotes/mfe-support/${VERSION}/remoteEntry.js`);
    const entry = await request(base).get(`/remotes/mfe-support/${VERSION}/remoteEntry.js`).expect(200);
    expect(entry.text).toContain(`/remotes/mfe-support/${VERSION}/`);

    // Its server bundle requires React and the router from the remote's node_modules, linked beside its versions.
    const bundle = await createBundleLoader<ServerBundle>(serverBundleFile(path.join(tmp, 'releases'), `mfe-support/${VERSION}`))();
    expect(typeof bundle?.createServerSession).toBe('function');

    const rolledBack = await cli(['rollback', 'mfe-support']);
    expect(rolledBack.stdout).toContain(`rolled back from ${VERSION} to the registry default`);
    expect(await supportEntry()).toBe('/remotes/mfe-support/remoteEntry.js');

    // One release, within RELEASE_KEEP: `pnpm release prune` keeps it and says so.
    const pruned = await cli(['release', 'prune', 'mfe-support']);
    expect(pruned.stdout).toContain(`nothing to prune for mfe-support; kept ${VERSION}`);
  }, 600_000);
});
