import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import { databaseVariants, openTestDatabase, type TestDatabase } from '../api/test-support/test-database';
import { createWebApp } from '../web/create-web-app';
import { createPageCache } from '../web/page-cache';
import { createRegistrySource } from '../web/registry';
import { documentOf } from '../web/test-support/shell-bundle';
import { createReleases, type Releases } from '.';
import { FIXTURE_SHELL_PROVIDES, fixtureRelease, fixtureStaticRoot } from './test-support/fixture-release';

const silent = pino({ level: 'silent' });
const CATALOG_TOKEN = 'catalog-pipeline-token-0001';
const SUPPORT_TOKEN = 'support-pipeline-token-0002';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

type Agent = ReturnType<typeof request.agent>;
const catalogEntry = async (agent: Agent) => {
  const res = await agent.get('/mf/registry.json').expect(200);
  return (res.body as { remotes: Array<{ key: string; entry: string }> }).remotes.find((r) => r.key === 'catalog')!.entry;
};

/** The page's server render and the registry the page hands the browser (what it hydrates with). */
const pageVersions = async (agent: Agent) => {
  const res = await agent.get('/').set('accept', 'text/html').expect(200);
  const page = documentOf(res.text);
  const rendered = /data-rendered-by="catalog@([^"]+)"/.exec(page.rendered?.html ?? '')?.[1];
  // The chunks the page has the browser fetch come from the release's own preload manifest.
  const chunks = [...new Set([...page.deferredPreloads, ...page.preloads.map((hint) => hint.href)].filter((url) => /^\/remotes\/mfe-catalog\/[^/]+\/static\//.test(url)))];
  return { rendered, hydrated: page.registry?.remotes.find((r) => r.key === 'catalog')?.version, chunks };
};

describe.each(databaseVariants())('releases of a remote on $variant', ({ variant, url }) => {
  let t: TestDatabase;
  let tmp: string;
  let releases: Releases;
  let app: Express;
  /** The same shop with the anonymous page cache on, as it runs by default. */
  let cachedApp: Express;

  beforeAll(async () => {
    t = await openTestDatabase(variant, { url });
    tmp = mkdtempSync(path.join(os.tmpdir(), 'tjb-releases-'));
    const { staticRoot, registryFile } = fixtureStaticRoot(tmp);
    releases = createReleases({
      db: t.db,
      seed: createRegistrySource({ file: registryFile, overrides: {} }),
      root: path.join(tmp, 'releases'),
      staticRoot,
      tokens: `mfe-catalog:${CATALOG_TOKEN},mfe-support:${SUPPORT_TOKEN}`,
      shellProvides: () => FIXTURE_SHELL_PROVIDES,
      // Changes on this replica apply before the API answers; the poll is for other replicas.
      pollMs: 600_000,
      cookieSecure: false,
      logger: silent,
    });
    await releases.start();
    app = createWebApp({ staticRoot, registry: releases.registry, apiUpstream: 'http://127.0.0.1:9', logger: silent, releases: releases.web, serverRenderTimeoutMs: 60_000 });
    const pageCache = createPageCache({ freshMs: 600_000, keepMs: 600_000, logger: silent });
    cachedApp = createWebApp({ staticRoot, registry: releases.registry, apiUpstream: 'http://127.0.0.1:9', logger: silent, releases: releases.web, serverRenderTimeoutMs: 60_000, pageCache });
  });
  afterAll(async () => {
    await releases?.stop();
    await t?.dispose();
    rmSync(tmp, { recursive: true, force: true });
  });

  const upload = (release: ReturnType<typeof fixtureRelease>, token = CATALOG_TOKEN) => request(app).post('/api/releases/mfe-catalog').set(auth(token)).send(release);

  it('when no release was ever made, then the registry is the file registry and no canary cookie is set', async () => {
    const res = await request(app).get('/mf/registry.json').expect(200);
    expect(res.body.remotes.find((r: { key: string }) => r.key === 'catalog')).toEqual({ key: 'catalog', scope: 'mfe_catalog', entry: '/remotes/mfe-catalog/remoteEntry.js' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('when v1 is uploaded and promoted, then every session gets it and its files are served for a year', async () => {
    await upload(fixtureRelease('1.0.0')).expect(201, { remote: 'mfe-catalog', version: '1.0.0', entry: '/remotes/mfe-catalog/1.0.0/remoteEntry.js' });
    const again = await upload(fixtureRelease('1.0.0')).expect(409);
    expect(again.body.message).toMatch(/already uploaded/);
    await request(app).post('/api/releases/mfe-catalog/promote').set(auth(CATALOG_TOKEN)).send({ version: '1.0.0' }).expect(200, { remote: 'mfe-catalog', active: '1.0.0', previous: null, pruned: [] });

    expect(await catalogEntry(request.agent(app))).toBe('/remotes/mfe-catalog/1.0.0/remoteEntry.js');
    const entry = await request(app).get('/remotes/mfe-catalog/1.0.0/remoteEntry.js').expect(200);
    expect(entry.text).toContain('mfe-catalog 1.0.0');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['set-cookie']).toBeUndefined();
    await request(app).get('/remotes/mfe-catalog/1.0.0/static/1.abcdef1234.js').expect(200).expect('cache-control', 'public, max-age=31536000, immutable');
    await request(app).get('/remotes/mfe-catalog/9.9.9/remoteEntry.js').expect(404);
  });

  it('when a release shares another React major, then it is refused naming React and the range', async () => {
    const res = await upload(fixtureRelease('1.1.0', { react: '18.3.1' })).expect(422);
    expect(res.body.message).toMatch(/shared singleton react 18\.3\.1 is outside \^19\.0\.0/);
    expect(res.body.problems).toEqual(expect.arrayContaining([expect.stringMatching(/^shared singleton react-dom 18\.3\.1/)]));
  });

  it('when a file differs from the manifest, or one is missing or extra, then the release is refused naming the file', async () => {
    const tampered = fixtureRelease('1.2.0');
    tampered.files['dist/static/1.abcdef1234.js'] = Buffer.from('/* injected */').toString('base64');
    expect((await upload(tampered).expect(422)).body.message).toMatch(/file dist\/static\/1\.abcdef1234\.js does not match the manifest/);

    const missing = fixtureRelease('1.2.0');
    delete missing.files['dist-server/server.js'];
    missing.files['dist/extra.js'] = Buffer.from('x').toString('base64');
    const res = await upload(missing).expect(422);
    expect(res.body.problems).toEqual(['file dist-server/server.js is in the manifest but was not uploaded', 'file dist/extra.js was uploaded but is not in the manifest']);
  });

  it("when a release claims another remote's route or lacks a module the shell mounts, then it is refused naming both", async () => {
    const res = await upload(fixtureRelease('1.3.0', { routes: ['/', '/cart'], exposes: ['./App', './SearchSuggestions'] })).expect(422);
    expect(res.body.problems).toEqual(['exposed module ./ChatAssistant is missing: the shell mounts mfe_catalog/ChatAssistant', 'route /cart belongs to mfe-cart-checkout, not mfe-catalog']);
    await request(app).post('/api/releases/mfe-catalog/promote').set(auth(CATALOG_TOKEN)).send({ version: '1.3.0' }).expect(404);
  });

  it("when mfe-support's token touches mfe-catalog, then it is refused and nothing changes", async () => {
    await upload(fixtureRelease('2.0.0'), SUPPORT_TOKEN).expect(403);
    await upload(fixtureRelease('2.0.0')).expect(201);
    const refused = await request(app).post('/api/releases/mfe-catalog/promote').set(auth(SUPPORT_TOKEN)).send({ version: '2.0.0' }).expect(403);
    expect(refused.body.message).toBe('This token releases mfe-support; it cannot change mfe-catalog.');
    await request(app).post('/api/releases/mfe-catalog/rollback').set(auth(SUPPORT_TOKEN)).expect(403);
    await request(app).post('/api/releases/mfe-catalog/promote').set(auth('not-a-token-of-anyone')).send({ version: '2.0.0' }).expect(401);
    await request(app).get('/api/releases/mfe-catalog').expect(401);
    const list = await request(app).get('/api/releases/mfe-catalog').set(auth(CATALOG_TOKEN)).expect(200);
    expect(list.body).toMatchObject({ active: '1.0.0', canary: null });
    expect(list.body.releases.map((r: { version: string }) => r.version).sort()).toEqual(['1.0.0', '2.0.0']);
  });

  describe('v2 released while the shop runs', () => {
    const sessions: Agent[] = [];
    const firstSeen = new Map<Agent, string>();

    it('when v2 is canaried to 50%, then sessions split between v1 and v2, each keeps its version, and its page is rendered and hydrated from it', async () => {
      await request(app).post('/api/releases/mfe-catalog/canary').set(auth(CATALOG_TOKEN)).send({ version: '2.0.0', percent: 50 }).expect(200);
      for (let i = 0; i < 40; i += 1) sessions.push(request.agent(app));
      for (const agent of sessions) firstSeen.set(agent, await catalogEntry(agent));
      const seen = new Set(firstSeen.values());
      expect(seen).toEqual(new Set(['/remotes/mfe-catalog/1.0.0/remoteEntry.js', '/remotes/mfe-catalog/2.0.0/remoteEntry.js']));
      for (const agent of sessions) {
        expect(await catalogEntry(agent)).toBe(firstSeen.get(agent));
        const version = /\/(\d+\.\d+\.\d+)\//.exec(firstSeen.get(agent)!)![1];
        expect(await pageVersions(agent)).toEqual({ rendered: version, hydrated: version, chunks: [`/remotes/mfe-catalog/${version}/static/1.abcdef1234.js`] });
      }
    });

    it('when pages are kept in the page cache during the canary, then each side is served the page of its own version', async () => {
      // One listening server: the page cache keys pages by host, port included.
      const server = await new Promise<Server>((resolve) => {
        const s = cachedApp.listen(0, '127.0.0.1', () => resolve(s));
      });
      const cached = request(`http://127.0.0.1:${(server.address() as { port: number }).port}`);
      // Bucket 0 is inside the 50% canary, bucket 99 outside it.
      for (const [bucket, version] of [[0, '2.0.0'], [99, '1.0.0'], [0, '2.0.0'], [99, '1.0.0']] as const) {
        const page = documentOf((await cached.get('/').set('accept', 'text/html').set('cookie', `tjb_canary=${bucket}`).expect(200)).text);
        expect(page.rendered?.html).toContain(`data-rendered-by="catalog@${version}"`);
        expect(page.registry?.remotes).toContainEqual(expect.objectContaining({ key: 'catalog', entry: `/remotes/mfe-catalog/${version}/remoteEntry.js` }));
      }
      const again = await cached.get('/').set('accept', 'text/html').set('cookie', 'tjb_canary=0').expect(200);
      await new Promise((resolve) => server.close(resolve));
      expect(again.headers['x-page-cache']).toBe('HIT');
      expect(documentOf(again.text).rendered?.html).toContain('data-rendered-by="catalog@2.0.0"');
    });

    it('when v2 is promoted, then every session gets v2 without a restart', async () => {
      await request(app).post('/api/releases/mfe-catalog/promote').set(auth(CATALOG_TOKEN)).send({ version: '2.0.0' }).expect(200, { remote: 'mfe-catalog', active: '2.0.0', previous: '1.0.0', pruned: [] });
      for (const agent of sessions) expect(await catalogEntry(agent)).toBe('/remotes/mfe-catalog/2.0.0/remoteEntry.js');
      expect(await pageVersions(sessions[0]!)).toMatchObject({ rendered: '2.0.0', hydrated: '2.0.0' });
    });

    it('when rolled back, then every session gets v1 again, and a second rollback returns to the file registry', async () => {
      await request(app).post('/api/releases/mfe-catalog/rollback').set(auth(CATALOG_TOKEN)).expect(200, { remote: 'mfe-catalog', active: '1.0.0', rolledBack: '2.0.0' });
      for (const agent of sessions) expect(await catalogEntry(agent)).toBe('/remotes/mfe-catalog/1.0.0/remoteEntry.js');
      await request(app).post('/api/releases/mfe-catalog/rollback').set(auth(CATALOG_TOKEN)).expect(200, { remote: 'mfe-catalog', active: null, rolledBack: '1.0.0' });
      expect(await catalogEntry(sessions[0]!)).toBe('/remotes/mfe-catalog/remoteEntry.js');
      await request(app).post('/api/releases/mfe-catalog/rollback').set(auth(CATALOG_TOKEN)).expect(409);
    });

    it('when a canary is rolled back, then its sessions return to the active version', async () => {
      await request(app).post('/api/releases/mfe-catalog/promote').set(auth(CATALOG_TOKEN)).send({ version: '1.0.0' }).expect(200);
      await request(app).post('/api/releases/mfe-catalog/canary').set(auth(CATALOG_TOKEN)).send({ version: '2.0.0', percent: 99 }).expect(200);
      const onCanary = sessions.filter((s) => firstSeen.get(s)!.includes('2.0.0'));
      for (const agent of onCanary) expect(await catalogEntry(agent)).toBe('/remotes/mfe-catalog/2.0.0/remoteEntry.js');
      await request(app).post('/api/releases/mfe-catalog/rollback').set(auth(CATALOG_TOKEN)).expect(200, { remote: 'mfe-catalog', canaryEnded: '2.0.0' });
      for (const agent of sessions) expect(await catalogEntry(agent)).toBe('/remotes/mfe-catalog/1.0.0/remoteEntry.js');
    });
  });

  it('when anything changed, then the log names the action, the version and the token that did it, never the token itself', async () => {
    const res = await request(app).get('/api/releases/mfe-catalog').set(auth(CATALOG_TOKEN)).expect(200);
    const log = res.body.log as Array<{ action: string; version: string | null; token: string; at: string }>;
    expect(log.map((e) => e.action).reverse()).toEqual(['upload', 'promote', 'upload', 'canary', 'promote', 'rollback', 'rollback', 'promote', 'canary', 'canary-ended']);
    for (const entry of log) {
      expect(entry.token).toMatch(/^mfe-catalog#[0-9a-f]{12}$/);
      expect(JSON.stringify(entry)).not.toContain(CATALOG_TOKEN);
      expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
    }
  });
});
