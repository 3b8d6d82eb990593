import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import { startRedisServer } from '../api/test-support/redis-server';
import { databaseVariants, openTestDatabase, type TestDatabase } from '../api/test-support/test-database';
import { waitUntil } from '../api/test-support/wait-until';
import { connectRedis, type RedisLink } from '../replicas/redis-link';
import { createWebApp } from '../web/create-web-app';
import { createRegistrySource } from '../web/registry';
import { createReleases, type Releases } from '.';
import { FIXTURE_SHELL_PROVIDES, fixtureRelease, fixtureStaticRoot } from './test-support/fixture-release';

const silent = pino({ level: 'silent' });
const TOKEN = 'catalog-pipeline-token-0001';
const auth = { authorization: `Bearer ${TOKEN}` };

const catalogEntry = async (app: Express) => {
  const res = await request(app).get('/mf/registry.json').expect(200);
  return (res.body as { remotes: Array<{ key: string; entry: string }> }).remotes.find((r) => r.key === 'catalog')!.entry;
};

describe.each(databaseVariants())('replicas sharing one registry on $variant', ({ variant, url }) => {
  let t: TestDatabase;
  let tmp: string;
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  const links: RedisLink[] = [];
  const running: Releases[] = [];

  beforeAll(async () => {
    t = await openTestDatabase(variant, { url });
    tmp = mkdtempSync(path.join(os.tmpdir(), 'tjb-replicas-'));
    redis = await startRedisServer(variant === 'pglite' ? 6397 : 6398);
  });
  afterAll(async () => {
    for (const r of running) await r.stop();
    for (const link of links) await link.close();
    await redis?.stop();
    await t?.dispose();
    rmSync(tmp, { recursive: true, force: true });
  });

  /** A gateway replica: its own disk (release store), the shared database, and Redis when given. */
  async function replica(name: string, opts: { pollMs: number; link?: RedisLink }): Promise<Express> {
    const { staticRoot, registryFile } = fixtureStaticRoot(path.join(tmp, name));
    const releases = createReleases({
      db: t.db,
      seed: createRegistrySource({ file: registryFile, overrides: {} }),
      root: path.join(tmp, name, 'releases'),
      staticRoot,
      tokens: `mfe-catalog:${TOKEN}`,
      shellProvides: () => FIXTURE_SHELL_PROVIDES,
      pollMs: opts.pollMs,
      cookieSecure: false,
      logger: silent,
      redis: opts.link && { publish: () => opts.link!.publishRegistryChange(), onChange: (handler) => opts.link!.onRegistryChange(handler) },
    });
    await releases.start();
    running.push(releases);
    return createWebApp({ staticRoot, registry: releases.registry, apiUpstream: 'http://127.0.0.1:9', logger: silent, releases: releases.web });
  }

  it('when a release is promoted on one replica, then a polling replica serves it from its own disk, files written from the database', async () => {
    const a = await replica('poll-a', { pollMs: 600_000 });
    const b = await replica('poll-b', { pollMs: 200 });
    await request(a).post('/api/releases/mfe-catalog').set(auth).send(fixtureRelease('3.0.0')).expect(201);
    // b never received the upload: until the promotion, it has no reason to hold the files.
    await request(b).get('/remotes/mfe-catalog/3.0.0/remoteEntry.js').expect(404);
    await request(a).post('/api/releases/mfe-catalog/promote').set(auth).send({ version: '3.0.0' }).expect(200);
    await waitUntil(async () => (await catalogEntry(b)) === '/remotes/mfe-catalog/3.0.0/remoteEntry.js', 'replica b to serve 3.0.0');
    const entry = await request(b).get('/remotes/mfe-catalog/3.0.0/remoteEntry.js').expect(200);
    expect(entry.text).toContain('mfe-catalog 3.0.0');
  });

  it('when replicas share Redis, then a promotion reaches a replica that does not poll', async () => {
    const [linkA, linkB] = [await connectRedis({ url: redis.url, logger: silent }), await connectRedis({ url: redis.url, logger: silent })];
    links.push(linkA, linkB);
    const a = await replica('redis-a', { pollMs: 600_000, link: linkA });
    const b = await replica('redis-b', { pollMs: 600_000, link: linkB });
    expect(await catalogEntry(b)).toBe('/remotes/mfe-catalog/3.0.0/remoteEntry.js');
    await request(a).post('/api/releases/mfe-catalog').set(auth).send(fixtureRelease('3.1.0')).expect(201);
    await request(a).post('/api/releases/mfe-catalog/promote').set(auth).send({ version: '3.1.0' }).expect(200);
    await waitUntil(async () => (await catalogEntry(b)) === '/remotes/mfe-catalog/3.1.0/remoteEntry.js', 'replica b to hear of 3.1.0 through Redis');
    await request(b).get('/remotes/mfe-catalog/3.1.0/static/1.abcdef1234.js').expect(200);
  });
});
