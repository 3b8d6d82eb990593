import http from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import express from 'express';
import pino from 'pino';
import { createWebApp } from './create-web-app';
import { createPageCache } from './page-cache';
import { createPageStream } from './page-stream';
import { createRegistrySource } from './registry';
import { serverBundleFile } from './server-render';
import { documentOf, isDocumentStart, writeShellBundle } from './test-support/shell-bundle';

const logger = pino({ level: 'silent' });
// An answer that never comes shows as this test's time running out, not the whole run's.
jest.setTimeout(20_000);

/** A shell render that asks the Storefront (held by the test) once, and renders its answer; `then` runs after it. */
const renderAsking = (then = 'return { html: answer, head: [], state: [] };') =>
  `async (ctx) => { const answer = await fetch(ctx.storefrontEndpoint, { method: 'POST', body: JSON.stringify({ query: 'page' }) }).then((r) => r.text()); ${then} }`;

/**
 * The page remote's session (mfe-support's server bundle): one Storefront query decides the page's status
 * ("none": 404), a second one is the page's other data.
 */
const DECIDING_SESSION = `exports.createServerSession = (ctx) => {
  const ask = (query) => fetch(ctx.storefrontEndpoint, { method: 'POST', body: JSON.stringify({ query }) }).then((r) => r.text());
  let decided;
  const decide = () => (decided ??= ask('decide').then((answer) => (answer === 'none' ? 404 : undefined)));
  return { App: 'support page', prepareStatus: decide, prepare: async () => { await decide(); await ask('secondary'); }, dispose: () => {} };
};`;

interface HeldQuery {
  query: string;
  answer(text: string): void;
}

/** A shop whose Storefront holds every answer until the test gives it. */
async function heldShop(opts: { renderShop: string; session?: string; pageCache?: boolean; timeoutMs?: number }) {
  const root = mkdtempSync(path.join(tmpdir(), 'tjb-stream-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeShellBundle(root, { renderShop: opts.renderShop });
  if (opts.session) {
    const file = serverBundleFile(root, 'mfe-support');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, opts.session);
  }
  const registryFile = path.join(root, 'remotes.json');
  writeFileSync(registryFile, JSON.stringify({ remotes: { support: '/remotes/mfe-support/remoteEntry.js' } }));
  // The queries not answered yet, and how many were asked in all.
  const held: HeldQuery[] = [];
  let asked = 0;
  const waiting: Array<() => void> = [];
  const storefront = express.Router().post('/api/2025-01/graphql.json', express.text({ type: () => true }), (req, res) => {
    asked += 1;
    const query: HeldQuery = {
      query: (JSON.parse(req.body as string) as { query: string }).query,
      answer: (text) => {
        held.splice(held.indexOf(query), 1);
        res.type('text').send(text);
      },
    };
    held.push(query);
    waiting.splice(0).forEach((wake) => wake());
  });
  const app = createWebApp({
    staticRoot: root,
    registry: createRegistrySource({ file: registryFile, overrides: {} }),
    apiUpstream: 'http://127.0.0.1:9',
    logger,
    storefront: [storefront],
    serverRenderTimeoutMs: opts.timeoutMs ?? 30_000,
    pageCache: opts.pageCache ? createPageCache({ freshMs: 60_000, keepMs: 600_000, logger }) : undefined,
  });
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    /** The held query named so, once the Storefront has been asked it. */
    async askedFor(query: string): Promise<HeldQuery> {
      for (;;) {
        const found = held.find((q) => q.query === query);
        if (found) return found;
        await new Promise<void>((wake) => waiting.push(wake));
      }
    },
    held,
    asked: () => asked,
    close: () => {
      [...held].forEach((q) => q.answer('closing'));
      server.closeAllConnections();
      server.close();
    },
  };
}

/** A page as it arrives: its status and headers, each chunk (decompressed when gzip), and its end, as events in order. */
function getPage(port: number, url: string, events: string[], headers: Record<string, string> = {}) {
  const chunks: string[] = [];
  let firstChunk!: (text: string) => void;
  const first = new Promise<string>((resolve) => (firstChunk = resolve));
  const done = new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers: { accept: 'text/html', ...headers } }, (res) => {
        events.push(`status ${res.statusCode}`);
        const body = res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip()) : res;
        body.setEncoding('utf8');
        body.on('data', (chunk: string) => {
          if (!chunks.length) {
            events.push('start');
            firstChunk(chunk);
          }
          chunks.push(chunk);
        });
        body.on('end', () => {
          events.push('end');
          resolve({ status: res.statusCode!, headers: res.headers, body: chunks.join('') });
        });
      })
      .on('error', reject);
  });
  return { first, done };
}

describe("a page's start, sent before the page is rendered", () => {
  it("when the Storefront holds the page's data, then the status and the Document's start arrive before it answers; the rest follows, and the whole is the page", async () => {
    const shop = await heldShop({ renderShop: renderAsking() });
    try {
      const events: string[] = [];
      const page = getPage(shop.port, '/faqs', events);
      const start = await page.first;
      const query = await shop.askedFor('page');
      events.push('storefront answers');
      query.answer('<main>FAQs</main>');
      const { status, headers, body } = await page.done;
      expect(events).toEqual(['status 200', 'start', 'storefront answers', 'end']);
      expect(isDocumentStart(start)).toBe(true);
      expect(body.startsWith(start)).toBe(true);
      expect(documentOf(body).rendered?.html).toBe('<main>FAQs</main>');
      expect(status).toBe(200);
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      expect(headers['content-length']).toBeUndefined();
    } finally {
      shop.close();
    }
  });

  it("when one query decides whether the page exists, then the status and start wait for its answer only, not for the page's other data", async () => {
    const shop = await heldShop({ renderShop: 'async (ctx, page) => ({ html: "rendered " + (page ? page.session.App : "nothing"), head: [], state: [] })', session: DECIDING_SESSION });
    try {
      for (const [answer, expected] of [['some', 200], ['none', 404]] as const) {
        const events: string[] = [];
        const page = getPage(shop.port, `/faqs?${answer}`, events);
        const decide = await shop.askedFor('decide');
        events.push('decided');
        decide.answer(answer);
        const start = await page.first;
        const secondary = await shop.askedFor('secondary');
        events.push('secondary answered');
        secondary.answer('{}');
        const { status, body } = await page.done;
        expect(events).toEqual(['decided', `status ${expected}`, 'start', 'secondary answered', 'end']);
        expect(status).toBe(expected);
        expect(body.startsWith(start)).toBe(true);
        expect(documentOf(body).rendered?.html).toBe('rendered support page');
      }
    } finally {
      shop.close();
    }
  });

  it('when the browser takes gzip, then the start is flushed compressed before the Storefront answers, and the whole reads the same', async () => {
    const shop = await heldShop({ renderShop: renderAsking() });
    try {
      const events: string[] = [];
      const page = getPage(shop.port, '/faqs', events, { 'accept-encoding': 'gzip' });
      const start = await page.first;
      events.push('storefront answers');
      (await shop.askedFor('page')).answer('<main>FAQs</main>');
      const { headers, body } = await page.done;
      expect(headers['content-encoding']).toBe('gzip');
      expect(events).toEqual(['status 200', 'start', 'storefront answers', 'end']);
      expect(isDocumentStart(start)).toBe(true);
      expect(documentOf(body).rendered?.html).toBe('<main>FAQs</main>');
    } finally {
      shop.close();
    }
  });

  it('when the render fails after the start went out, then the rest is the page for the browser to render, never a cut page', async () => {
    const shop = await heldShop({ renderShop: renderAsking('throw new Error("the render broke");') });
    try {
      const events: string[] = [];
      const page = getPage(shop.port, '/faqs', events);
      const start = await page.first;
      events.push('storefront answers');
      (await shop.askedFor('page')).answer('x');
      const { status, body } = await page.done;
      expect(events).toEqual(['status 200', 'start', 'storefront answers', 'end']);
      expect(status).toBe(200);
      expect(body.startsWith(start)).toBe(true);
      // The browser's page: an empty root, and the hints that start its scripts at once.
      expect(documentOf(body)).toMatchObject({ rendered: null, preloads: [expect.objectContaining({ href: '/remotes/mfe-support/remoteEntry.js' })] });
    } finally {
      shop.close();
    }
  });

  it('when the render is late, then the page ends as the browser renders it while the Storefront still holds its answer', async () => {
    const shop = await heldShop({ renderShop: renderAsking(), timeoutMs: 100 });
    try {
      const events: string[] = [];
      const page = getPage(shop.port, '/faqs', events);
      await shop.askedFor('page');
      const { body } = await page.done;
      expect(events).toEqual(['status 200', 'start', 'end']);
      expect(shop.held).toHaveLength(1);
      expect(documentOf(body).rendered).toBeNull();
    } finally {
      shop.close();
    }
  });

  it('when asked with HEAD, then the answer is the headers of the complete page, its length among them', async () => {
    const shop = await heldShop({ renderShop: 'async () => ({ html: "<main>FAQs</main>", head: [], state: [] })' });
    try {
      const head = await new Promise<http.IncomingMessage>((resolve) => http.request({ host: '127.0.0.1', port: shop.port, path: '/faqs', method: 'HEAD', headers: { accept: 'text/html' } }, resolve).end());
      const get = await getPage(shop.port, '/faqs', []).done;
      expect(head.statusCode).toBe(200);
      expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(get.body));
      expect(get.headers['content-length']).toBeUndefined();
    } finally {
      shop.close();
    }
  });

  it('when the page cache renders a page, then the shopper who asked first gets its start early, and the others the complete page with its length, rendered once', async () => {
    const shop = await heldShop({ renderShop: renderAsking(), pageCache: true });
    try {
      const firstEvents: string[] = [];
      const first = getPage(shop.port, '/faqs', firstEvents);
      await first.first;
      // Asked while the page renders: it joins the render, or gets the kept page if it comes in after.
      const second = getPage(shop.port, '/faqs', []);
      (await shop.askedFor('page')).answer('<main>FAQs</main>');
      const [a, b] = await Promise.all([first.done, second.done]);
      expect(firstEvents).toEqual(['status 200', 'start', 'end']);
      expect(a.headers['x-page-cache']).toBe('MISS');
      expect(b.body).toBe(a.body);
      expect(Number(b.headers['content-length'])).toBe(Buffer.byteLength(b.body));
      const third = await getPage(shop.port, '/faqs', []).done;
      expect(third.headers['x-page-cache']).toBe('HIT');
      expect(third.body).toBe(a.body);
      expect(shop.asked()).toBe(1);
    } finally {
      shop.close();
    }
  });
});

describe('createPageStream', () => {
  /** An answer that records what is written, as the socket would get it. */
  function recorder(method = 'GET') {
    const written: Buffer[] = [];
    const res = {
      headersSent: false,
      status: () => res,
      set: () => res,
      write: (chunk: string | Buffer) => void written.push(Buffer.from(chunk)),
      end: (chunk: string | Buffer) => void written.push(Buffer.from(chunk)),
    };
    return { req: { method } as unknown as express.Request, res: res as unknown as express.Response, body: () => Buffer.concat(written).toString('utf8') };
  }
  const start = '<!doctype html><html><head><title>Gants & bottes — été</title>';
  const page = `${start}</head><body>Blouson « Ténéré » ✓</body></html>`;

  it('when the page continues its start, then the answer is the start and then the rest, as text or as bytes', () => {
    for (const given of [page, Buffer.from(page)]) {
      const { req, res, body } = recorder();
      const stream = createPageStream(req, res, {});
      stream.start(200, start);
      expect(stream.finish(given)).toBe(true);
      expect(body()).toBe(page);
    }
  });

  it('when the page does not continue its start, then it is refused, never sent cut', () => {
    const { req, res, body } = recorder();
    const stream = createPageStream(req, res, {});
    stream.start(200, start);
    expect(() => stream.finish(`<!doctype html><html><head><title>Other</title></head></html>`)).toThrow('does not continue');
    expect(body()).toBe(start);
  });

  it('when nothing was started (a HEAD), then finish leaves the answer to the caller', () => {
    const { req, res, body } = recorder('HEAD');
    const stream = createPageStream(req, res, {});
    stream.start(200, start);
    expect(stream.finish(page)).toBe(false);
    expect(body()).toBe('');
  });
});
