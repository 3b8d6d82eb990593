import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import { databaseVariants, openTestDatabase, type TestDatabase } from '../api/test-support/test-database';
import { waitUntil } from '../api/test-support/wait-until';
import { createWebApp } from '../web/create-web-app';
import { createRegistrySource } from '../web/registry';
import { createReleases, type Releases } from '.';
import { FIXTURE_SHELL_PROVIDES, fixtureRelease, fixtureStaticRoot } from './test-support/fixture-release';

const silent = pino({ level: 'silent' });
const TOKEN = 'catalog-pipeline-token-0001';
const auth = { authorization: `Bearer ${TOKEN}` };

type Listed = { active: string | null; canary: { version: string } | null; releases: Array<{ version: string; prunedAt: string | null }>; log: Array<{ action: string; version: string | null; detail: Record<string, unknown> }> };

describe.each(databaseVariants())('pruning old releases on $variant', ({ variant, url }) => {
  let t: TestDatabase;
  let tmp: string;
  const running: Releases[] = [];
  let app: Express;
  let storeRoot: string;
  let otherRoot: string;

  /** A replica: its own release store on disk, the shared database, keeping one release besides the pinned ones. */
  async function replica(name: string, pollMs: number) {
    const { staticRoot, registryFile } = fixtureStaticRoot(path.join(tmp, name));
    const root = path.join(tmp, name, 'releases');
    const releases = createReleases({
      db: t.db,
      seed: createRegistrySource({ file: registryFile, overrides: {} }),
      root,
      staticRoot,
      tokens: `mfe-catalog:${TOKEN}`,
      keep: 1,
      shellProvides: () => FIXTURE_SHELL_PROVIDES,
      pollMs,
      cookieSecure: false,
      logger: silent,
    });
    await releases.start();
    running.push(releases);
    return { root, app: createWebApp({ staticRoot, registry: releases.registry, apiUpstream: 'http://127.0.0.1:9', logger: silent, releases: releases.web, serverRender: false }) };
  }

  beforeAll(async () => {
    t = await openTestDatabase(variant, { url });
    tmp = mkdtempSync(path.join(os.tmpdir(), 'tjb-pruning-'));
    ({ app, root: storeRoot } = await replica('a', 600_000));
  });
  afterAll(async () => {
    for (const r of running) await r.stop();
    await t?.dispose();
    rmSync(tmp, { recursive: true, force: true });
  });

  const upload = (version: string) => request(app).post('/api/releases/mfe-catalog').set(auth).send(fixtureRelease(version)).expect(201);
  const promote = (version: string) => request(app).post('/api/releases/mfe-catalog/promote').set(auth).send({ version });
  const listed = async () => (await request(app).get('/api/releases/mfe-catalog').set(auth).expect(200)).body as Listed;
  const onDisk = (root: string, version: string) => existsSync(path.join(root, 'mfe-catalog', version, 'release.json'));
  const catalogEntry = async () => {
    const res = await request(app).get('/mf/registry.json').expect(200);
    return (res.body as { remotes: Array<{ key: string; entry: string }> }).remotes.find((r) => r.key === 'catalog')!.entry;
  };

  it('when three versions were promoted in turn, then the active one, its rollback target and one more are all kept', async () => {
    for (const version of ['1.0.0', '2.0.0', '3.0.0']) {
      await upload(version);
      expect((await promote(version).expect(200)).body.pruned).toEqual([]);
    }
    // A second replica that starts now writes the active version to its own disk.
    ({ root: otherRoot } = await replica('b', 200));
    await request(app).post('/api/releases/mfe-catalog/canary').set(auth).send({ version: '1.0.0', percent: 5 }).expect(200);
    await waitUntil(() => onDisk(otherRoot, '1.0.0'), 'the other replica wrote the canary to its disk');
    await request(app).post('/api/releases/mfe-catalog/rollback').set(auth).expect(200, { remote: 'mfe-catalog', canaryEnded: '1.0.0' });
    const list = await listed();
    expect(list.releases.filter((r) => r.prunedAt).map((r) => r.version)).toEqual([]);
  });

  it('when a fourth and fifth are uploaded and the fourth promoted, then the oldest two are pruned: files gone from the database and both disks, rows and log kept', async () => {
    await upload('4.0.0');
    await upload('5.0.0');
    // Kept: 4.0.0 (active), 3.0.0 (rollback target), 5.0.0 (the newest other, RELEASE_KEEP=1).
    const res = await promote('4.0.0').expect(200);
    expect(res.body).toEqual({ remote: 'mfe-catalog', active: '4.0.0', previous: '3.0.0', pruned: ['2.0.0', '1.0.0'] });

    for (const version of ['1.0.0', '2.0.0']) {
      expect(onDisk(storeRoot, version)).toBe(false);
      expect(await t.db.releases.releaseFiles('mfe-catalog', version)).toEqual([]);
      await request(app).get(`/remotes/mfe-catalog/${version}/remoteEntry.js`).expect(404);
    }
    for (const version of ['3.0.0', '4.0.0', '5.0.0']) {
      expect(onDisk(storeRoot, version)).toBe(true);
      expect((await t.db.releases.releaseFiles('mfe-catalog', version)).length).toBeGreaterThan(0);
    }
    await request(app).get('/remotes/mfe-catalog/3.0.0/remoteEntry.js').expect(200);
    // The other replica drops its copies at its next registry read.
    await waitUntil(() => !onDisk(otherRoot, '1.0.0'), "the other replica removed the pruned version's files");

    const list = await listed();
    expect(Object.fromEntries(list.releases.map((r) => [r.version, r.prunedAt !== null]))).toEqual({ '1.0.0': true, '2.0.0': true, '3.0.0': false, '4.0.0': false, '5.0.0': false });
    // The audit log is whole: every upload and promote of the pruned versions is still there, and the prune names them.
    const actions = list.log.map((e) => `${e.action} ${e.version ?? ''}`.trim()).reverse();
    expect(actions).toEqual(expect.arrayContaining(['upload 1.0.0', 'promote 1.0.0', 'upload 2.0.0', 'promote 2.0.0', 'canary 1.0.0']));
    expect(list.log[0]).toMatchObject({ action: 'prune', version: null, detail: { pruned: ['2.0.0', '1.0.0'], keep: 1 } });
  });

  it('when a pruned version is promoted or canaried, then it is refused as gone', async () => {
    const res = await promote('1.0.0').expect(410);
    expect(res.body.message).toBe('mfe-catalog 1.0.0 was pruned (its files are gone); release that build again under a new version.');
    await request(app).post('/api/releases/mfe-catalog/canary').set(auth).send({ version: '2.0.0', percent: 10 }).expect(410);
    await request(app).post('/api/releases/mfe-catalog').set(auth).send(fixtureRelease('1.0.0')).expect(409);
    expect(await catalogEntry()).toBe('/remotes/mfe-catalog/4.0.0/remoteEntry.js');
  });

  it('when a canary runs on an older version and newer ones arrive, then pnpm release prune keeps the canary and prunes the one beyond RELEASE_KEEP', async () => {
    await request(app).post('/api/releases/mfe-catalog/canary').set(auth).send({ version: '5.0.0', percent: 10 }).expect(200);
    await upload('6.0.0');
    await upload('7.0.0');
    const res = await request(app).post('/api/releases/mfe-catalog/prune').set(auth).expect(200);
    // Pinned: 4.0.0 (active), 3.0.0 (rollback target), 5.0.0 (canary); of the others only the newest stays.
    expect(res.body).toEqual({ remote: 'mfe-catalog', kept: ['7.0.0', '5.0.0', '4.0.0', '3.0.0'], pruned: ['6.0.0'] });
    expect(onDisk(storeRoot, '5.0.0')).toBe(true);
    expect(onDisk(storeRoot, '6.0.0')).toBe(false);
    // Nothing left to prune: no change is logged, the registry's revision stays.
    const revision = await t.db.releases.registryRevision();
    expect((await request(app).post('/api/releases/mfe-catalog/prune').set(auth).expect(200)).body.pruned).toEqual([]);
    expect(await t.db.releases.registryRevision()).toBe(revision);
    await request(app).post('/api/releases/mfe-catalog/prune').expect(401);
  });

  it('when rolled back past the kept versions, then the pruned ones are passed over for the registry default', async () => {
    await request(app).post('/api/releases/mfe-catalog/rollback').set(auth).expect(200, { remote: 'mfe-catalog', canaryEnded: '5.0.0' });
    await request(app).post('/api/releases/mfe-catalog/rollback').set(auth).expect(200, { remote: 'mfe-catalog', active: '3.0.0', rolledBack: '4.0.0' });
    expect(await catalogEntry()).toBe('/remotes/mfe-catalog/3.0.0/remoteEntry.js');
    // 2.0.0 and 1.0.0, promoted before 3.0.0, are pruned: a rollback never names files that are gone.
    await request(app).post('/api/releases/mfe-catalog/rollback').set(auth).expect(200, { remote: 'mfe-catalog', active: null, rolledBack: '3.0.0' });
    expect(await catalogEntry()).toBe('/remotes/mfe-catalog/remoteEntry.js');
  });
});
