import http from 'node:http';
import { mkdtempSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Request } from 'express';
import { createBundleLoader, createServerRenderer, serverBundleFile } from './server-render';

const logger = pino({ level: 'silent' });
const request = (url: string) => ({ originalUrl: url, path: url, host: 'shop.test', protocol: 'http', socket: { localPort: 8080 } }) as unknown as Request;

describe('server bundles', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'tjb-ssr-'));
  const writeBundle = (dir: string, source: string, mtime: number) => {
    const file = serverBundleFile(root, dir);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, source);
    utimesSync(file, mtime, mtime);
    return file;
  };

  it('loads a bundle again when its build changes, and nothing while it is missing', async () => {
    // Loaded by reading the file here: jest keeps its own module cache, which Node's reload does not reach.
    const evaluate = (file: string) => {
      const module = { exports: {} as { version: number } };
      new Function('module', readFileSync(file, 'utf8'))(module);
      return module.exports;
    };
    const load = createBundleLoader<{ version: number }>(serverBundleFile(root, 'app-a'), evaluate);
    expect(await load()).toBeNull();
    writeBundle('app-a', 'module.exports = { version: 1 };', 1000);
    expect((await load())?.version).toBe(1);
    writeBundle('app-a', 'module.exports = { version: 2 };', 2000);
    expect((await load())?.version).toBe(2);
  });

  it('renders the page remote served from this gateway, and leaves a remote served elsewhere to the browser', async () => {
    writeBundle('shell', 'module.exports = { renderShop: async (ctx, page) => ({ html: ctx.url + ":" + (page ? page.app + "=" + page.session.App : "none"), head: [], state: [] }) };', 3000);
    writeBundle('mfe-catalog', 'let open = 0; module.exports = { open: () => open, createServerSession: (ctx) => (open++, { App: "catalog@" + ctx.origin, prepare: async () => {}, dispose: () => open-- }) };', 3000);
    const render = createServerRenderer({ staticRoot: root, logger, timeoutMs: 30_000 });
    const local = await render(request('/shop'), { key: 'catalog', scope: 'mfe_catalog', entry: '/remotes/mfe-catalog/remoteEntry.js' } as never).rendered;
    expect(local?.html).toBe('/shop:mfe-catalog=catalog@http://shop.test');
    const elsewhere = await render(request('/shop'), { key: 'catalog', scope: 'mfe_catalog', entry: 'http://cdn.test/remoteEntry.js' } as never).rendered;
    expect(elsewhere?.html).toBe('/shop:none');
    // Every session the renderer made is disposed once its page is rendered.
    expect((require(serverBundleFile(root, 'mfe-catalog')) as { open(): number }).open()).toBe(0);
  });

  it("when the page's remote asks for a status (an unknown product), then the render carries it; otherwise none", async () => {
    const statusRoot = mkdtempSync(path.join(tmpdir(), 'tjb-ssr-'));
    const write = (dir: string, source: string) => {
      const file = serverBundleFile(statusRoot, dir);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, source);
    };
    write('shell', 'module.exports = { renderShop: async (ctx) => ({ html: ctx.url, head: [], state: [] }) };');
    write('mfe-catalog', 'module.exports = { createServerSession: (ctx) => ({ App: "x", prepare: async () => {}, status: () => (ctx.url.startsWith("/product/nope") ? 404 : undefined), dispose: () => {} }) };');
    const render = createServerRenderer({ staticRoot: statusRoot, logger, timeoutMs: 30_000 });
    const remote = { key: 'catalog', scope: 'mfe_catalog', entry: '/remotes/mfe-catalog/remoteEntry.js' } as never;
    expect((await render(request('/product/nope'), remote).rendered)?.status).toBe(404);
    expect(await render(request('/product/nope'), remote).status).toBe(404);
    expect((await render(request('/product/real'), remote).rendered)?.status).toBeUndefined();
    expect(await render(request('/product/real'), remote).status).toBeUndefined();
  });

  it("when the page's session tells its status before its data is in, then the render's status is known before the render ends; a render asking for another status is logged", async () => {
    const early = mkdtempSync(path.join(tmpdir(), 'tjb-ssr-'));
    const write = (dir: string, source: string) => {
      const file = serverBundleFile(early, dir);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, source);
    };
    write('shell', 'module.exports = { renderShop: async (ctx) => ({ html: ctx.url, head: [], state: [] }) };');
    // prepare() waits for the Storefront's answer, held by the test; the status is known at once (404 for
    // /product/nope), and the render asks for 404 everywhere.
    write('mfe-catalog', 'exports.createServerSession = (ctx) => ({ App: "x", prepareStatus: async () => (ctx.url === "/product/nope" ? 404 : undefined), prepare: () => fetch(ctx.storefrontEndpoint).then((r) => r.text()), status: () => 404, dispose: () => {} });');
    const held: http.ServerResponse[] = [];
    const storefront = http.createServer((_req, res) => void held.push(res));
    await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
    const port = (storefront.address() as { port: number }).port;
    const atPort = (url: string) => ({ ...request(url), socket: { localPort: port } }) as unknown as Request;
    const answer = async () => {
      while (!held.length) await new Promise((r) => setTimeout(r, 5));
      held.shift()!.end('{}');
    };
    const warnings: Array<{ msg: string }> = [];
    const spy = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });
    const render = createServerRenderer({ staticRoot: early, logger: spy, timeoutMs: 30_000 });
    const remote = { key: 'catalog', scope: 'mfe_catalog', entry: '/remotes/mfe-catalog/remoteEntry.js' } as never;
    try {
      const events: string[] = [];
      const page = render(atPort('/product/nope'), remote);
      void page.rendered.then(() => events.push('rendered'));
      expect(await page.status).toBe(404);
      events.push('status');
      await answer();
      expect((await page.rendered)?.status).toBe(404);
      expect(events).toEqual(['status', 'rendered']);
      expect(warnings).toEqual([]);

      const other = render(atPort('/product/real'), remote);
      expect(await other.status).toBeUndefined();
      await answer();
      // The status that went out stands; the disagreement is a bug of the page, logged.
      expect((await other.rendered)?.status).toBeUndefined();
      expect(warnings).toEqual([expect.objectContaining({ path: '/product/real', rendered: 404 })]);
    } finally {
      storefront.close();
    }
  });

  it("prepares the page's session (its route's page and data) before the one render, and logs the queries the render asked for that the route did not declare", async () => {
    const order = mkdtempSync(path.join(tmpdir(), 'tjb-ssr-'));
    const write = (dir: string, source: string) => {
      const file = serverBundleFile(order, dir);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, source);
    };
    write('shell', 'module.exports = { renderShop: async (ctx, page) => ({ html: page.session.App(), head: [], state: [] }) };');
    write('mfe-catalog', 'module.exports = { createServerSession: () => { let ready = false; return { App: () => (ready ? "with data" : "without"), prepare: async () => { await new Promise((r) => setTimeout(r, 5)); ready = true; }, undeclared: () => ["[\\"extra\\"]"], dispose: () => {} }; } };');
    const warnings: unknown[] = [];
    const spy = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });
    const render = createServerRenderer({ staticRoot: order, logger: spy, timeoutMs: 30_000 });
    const remote = { key: 'catalog', scope: 'mfe_catalog', entry: '/remotes/mfe-catalog/remoteEntry.js' } as never;
    expect((await render(request('/product/x'), remote).rendered)?.html).toBe('with data');
    expect(warnings).toEqual([expect.objectContaining({ path: '/product/x', queries: ['["extra"]'] })]);
  });

  it('answers null (the browser renders the page) when the render fails or takes too long', async () => {
    const failing = mkdtempSync(path.join(tmpdir(), 'tjb-ssr-'));
    const file = serverBundleFile(failing, 'shell');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'module.exports = { renderShop: async (ctx) => { if (ctx.url === "/boom") throw new Error("boom"); return new Promise(() => {}); } };');
    const render = createServerRenderer({ staticRoot: failing, logger, timeoutMs: 50 });
    expect(await render(request('/boom'), null).rendered).toBeNull();
    const slow = render(request('/slow'), null);
    expect(await slow.rendered).toBeNull();
    // A late render decides no status: the route's own.
    expect(await slow.status).toBeUndefined();
  });
});
