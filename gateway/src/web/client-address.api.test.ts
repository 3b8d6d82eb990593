import http from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import pino from 'pino';
import { DEFAULT_RATE_LIMITS } from '../api/middleware/rate-limits';
import { ORIGIN, createTestApi } from '../api/test-support/test-api';
import { createTestCatalog } from '../api/test-support/test-catalog';
import { openTestDatabase, type TestDatabase } from '../api/test-support/test-database';
import { createWebApp } from './create-web-app';
import { createRegistrySource } from './registry';
import { writeShellBundle } from './test-support/shell-bundle';

const logger = pino({ level: 'silent' });

function listen(app: Express | http.RequestListener<typeof http.IncomingMessage, typeof http.ServerResponse>): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = http.createServer(app).listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
      });
    });
  });
}

function publicApp(apiUpstream: string, trustProxy?: string[]) {
  const root = mkdtempSync(path.join(tmpdir(), 'tjb-xff-'));
  writeShellBundle(root);
  const registryFile = path.join(root, 'remotes.json');
  writeFileSync(registryFile, JSON.stringify({ remotes: {} }));
  return createWebApp({ staticRoot: root, registry: createRegistrySource({ file: registryFile, overrides: {} }), apiUpstream, logger, serverRender: false, trustProxy });
}

const post = (url: string, body: unknown, forwardedFor: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': forwardedFor }, body: JSON.stringify(body) });

/** A different made-up address on every request, as a bot resetting its limits would send. */
const spoofed = (i: number) => `203.0.113.${i + 1}, 198.51.100.${i + 1}`;

describe('the client address behind the public server', () => {
  describe('with the production rate limits and no trusted proxy', () => {
    let t: TestDatabase;
    let api: Awaited<ReturnType<typeof listen>>;
    let web: Awaited<ReturnType<typeof listen>>;
    beforeAll(async () => {
      t = await openTestDatabase('pglite');
      await t.db.seedInventory(createTestCatalog());
      api = await listen(createTestApi({ db: t.db, catalog: createTestCatalog(), config: { rateLimits: DEFAULT_RATE_LIMITS } }));
      web = await listen(publicApp(api.url));
    });
    afterAll(async () => {
      await web?.close();
      await api?.close();
      await t?.dispose();
    });

    it('when every contact post carries a different X-Forwarded-For, then the 6th is still refused with 429', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < DEFAULT_RATE_LIMITS.contact.limit + 1; i += 1) {
        statuses.push((await post(`${web.url}/api/contact`, { name: 'x' }, spoofed(i))).status);
      }
      expect(statuses.slice(0, -1)).not.toContain(429);
      expect(statuses.at(-1)).toBe(429);
    });

    it('when every payment attempt carries a different X-Forwarded-For, then the 11th within 15 minutes is refused with 429 and Retry-After', async () => {
      const answers: Response[] = [];
      for (let i = 0; i < DEFAULT_RATE_LIMITS.payment.limit + 1; i += 1) {
        answers.push(await post(`${web.url}/api/shopify/process-payment`, { paymentInfo: { cardNumber: '4000000000000002' } }, spoofed(i)));
      }
      expect(answers.slice(0, -1).map((r) => r.status)).not.toContain(429);
      const last = answers.at(-1)!;
      expect(last.status).toBe(429);
      expect(last.headers.get('retry-after')).toBeTruthy();
      expect(await last.json()).toMatchObject({ message: 'Too many payment attempts. Please wait a few minutes and try again.' });
    });
  });

  describe('what the API is told', () => {
    let seen: Array<string | string[] | undefined>;
    let upstream: Awaited<ReturnType<typeof listen>>;
    beforeAll(async () => {
      seen = [];
      upstream = await listen((req: http.IncomingMessage, res: http.ServerResponse) => {
        seen.push(req.headers['x-forwarded-for']);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    afterAll(() => upstream?.close());

    it('when no proxy is trusted, then the header is replaced by the connection address, not appended to', async () => {
      const web = await listen(publicApp(upstream.url));
      try {
        await post(`${web.url}/api/contact`, {}, '203.0.113.50');
      } finally {
        await web.close();
      }
      expect(seen.at(-1)).toBe('127.0.0.1');
    });

    it('when the proxy in front is trusted, then the client address it names is passed on alone', async () => {
      const web = await listen(publicApp(upstream.url, ['loopback']));
      try {
        await post(`${web.url}/api/contact`, {}, '203.0.113.50');
      } finally {
        await web.close();
      }
      expect(seen.at(-1)).toBe('203.0.113.50');
    });
  });
});
