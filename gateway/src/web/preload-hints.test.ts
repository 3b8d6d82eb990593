import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteForPath, type Registry } from '@tjb/shop-contracts';
import pino from 'pino';
import request from 'supertest';
import { createWebApp } from './create-web-app';
import { pageRemote, preloadHints as hintsForRemote, sideCartPrefetch, type RouteBuilds } from './preload-hints';
import type { PreloadManifest } from './preload-manifest';
import { createRegistrySource } from './registry';
import { documentOf, writeShellBundle } from './test-support/shell-bundle';

const registry: Registry = {
  remotes: [
    { key: 'catalog', scope: 'mfe_catalog', entry: '/remotes/mfe-catalog/remoteEntry.js' },
    { key: 'cartCheckout', scope: 'mfe_cart_checkout', entry: 'https://cdn.example.com/cart/remoteEntry.js?v="2"' },
    { key: 'support', scope: 'mfe_support', entry: '/remotes/mfe-support/remoteEntry.js' },
  ],
};

/** The hints for a path, its remote looked up as the gateway does. */
const preloadHints = (pathname: string, from: Registry, builds?: RouteBuilds) => hintsForRemote(pathname, pageRemote(remoteForPath(pathname), from), builds);

describe('preload hints', () => {
  it('when a catalogue page is asked, then only its remote entry is preloaded (the side cart loads on demand)', () => {
    expect(preloadHints('/product/road-king', registry)).toEqual([{ rel: 'preload', as: 'script', href: '/remotes/mfe-catalog/remoteEntry.js' }]);
  });

  it('when the route belongs to the cart remote, then its entry is preloaded from where the registry says', () => {
    expect(preloadHints('/cart', registry)).toEqual([{ rel: 'preload', as: 'script', href: 'https://cdn.example.com/cart/remoteEntry.js?v="2"' }]);
  });

  const shell: PreloadManifest = {
    version: 1,
    entry: ['main.js?h'],
    bootstrap: ['static/203.a.js', 'static/642.b.js'],
    shared: { react: ['static/923.c.js'], 'react-dom/client': ['static/262.d.js', 'static/642.b.js'] },
    exposes: {},
    pages: {},
  };
  const catalog: PreloadManifest = {
    version: 1,
    entry: [],
    bootstrap: ['static/1.js'],
    shared: { react: ['static/7923.js'] },
    exposes: { './App': ['static/2955.e.js', 'static/8542.f.js'], './SearchSuggestions': ['static/1322.g.js'] },
    pages: { '/': ['static/2499.h.js'], '/product/:handle': ['static/1865.i.js', 'static/8542.f.js'], '/shop/:category': ['static/104.j.js'] },
  };
  const hrefs = (hints: Array<{ href: string }>) => hints.map((hint) => hint.href);

  it("when the builds' manifests are known, then the shell's chunks, the entry, the exposed App and the route's page chunk are preloaded, each once, in that order", () => {
    expect(hrefs(preloadHints('/product/road-king', registry, { shell, remote: catalog }))).toEqual([
      '/static/203.a.js',
      '/static/642.b.js',
      '/static/923.c.js',
      '/static/262.d.js',
      '/remotes/mfe-catalog/remoteEntry.js',
      '/remotes/mfe-catalog/static/2955.e.js',
      '/remotes/mfe-catalog/static/8542.f.js',
      '/remotes/mfe-catalog/static/1865.i.js',
    ]);
  });

  it("when the route is one of the remote's other pages, then that page's chunk is the one preloaded; the remote's own copies of shared libraries never are", () => {
    const home = hrefs(preloadHints('/', registry, { shell: null, remote: catalog }));
    expect(home).toContain('/remotes/mfe-catalog/static/2499.h.js');
    expect(home).not.toContain('/remotes/mfe-catalog/static/1865.i.js');
    expect(home).not.toContain('/remotes/mfe-catalog/static/7923.js');
    expect(home).not.toContain('/remotes/mfe-catalog/static/1.js');
    expect(hrefs(preloadHints('/shop/helmets', registry, { shell: null, remote: catalog }))).toContain('/remotes/mfe-catalog/static/104.j.js');
  });

  it('when the remote has no page for the path, then its entry and exposed App are still preloaded', () => {
    expect(hrefs(preloadHints('/catalog', registry, { shell: null, remote: catalog }))).toEqual([
      '/remotes/mfe-catalog/remoteEntry.js',
      '/remotes/mfe-catalog/static/2955.e.js',
      '/remotes/mfe-catalog/static/8542.f.js',
    ]);
  });

  it('when the path is not a page of the shop, then nothing is preloaded', () => {
    expect(preloadHints('/nope', registry)).toEqual([]);
  });

  it('when the registry lacks a remote, then no hint is written for it', () => {
    expect(preloadHints('/', { remotes: [] })).toEqual([]);
  });

  it("when the cart remote's build is known, then the side cart's entry and exposed chunks are listed for prefetching, each once", () => {
    const cart: PreloadManifest = { version: 1, entry: [], bootstrap: [], shared: {}, exposes: { './CartPanel': ['static/58.a.js', 'static/875.b.js', 'static/58.a.js'], './App': ['static/9.c.js'] }, pages: {} };
    const local: Registry = { remotes: [{ key: 'cartCheckout', scope: 'mfe_cart_checkout', entry: '/remotes/mfe-cart-checkout/remoteEntry.js' }] };
    expect(sideCartPrefetch(local, cart)).toEqual([
      '/remotes/mfe-cart-checkout/remoteEntry.js',
      '/remotes/mfe-cart-checkout/static/58.a.js',
      '/remotes/mfe-cart-checkout/static/875.b.js',
    ]);
  });

  it('when the cart remote has no known build or no registry entry, then its entry alone is listed, or nothing', () => {
    expect(sideCartPrefetch(registry, null)).toEqual(['https://cdn.example.com/cart/remoteEntry.js?v="2"']);
    expect(sideCartPrefetch({ remotes: [] }, null)).toEqual([]);
  });
});

describe('the shell page with hints', () => {
  function app() {
    const root = mkdtempSync(path.join(tmpdir(), 'tjb-hints-'));
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    // No page is rendered on the server here: the Document gets the hints of a page the browser renders.
    writeShellBundle(root);
    const file = path.join(root, 'remotes.json');
    writeFileSync(file, JSON.stringify({ remotes: { catalog: '/remotes/mfe-catalog/remoteEntry.js', cartCheckout: '/remotes/mfe-cart-checkout/remoteEntry.js' } }));
    return { app: createWebApp({ staticRoot: root, registry: createRegistrySource({ file, overrides: {} }), apiUpstream: 'http://127.0.0.1:9', logger: pino({ level: 'silent' }) }), file };
  }

  it("when a page is served, then the Document is given the hints for the remote entries that page needs, the side cart's prefetch and the registry", async () => {
    const res = await request(app().app).get('/shop/helmets').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    const props = documentOf(res.text);
    expect(props.preloads).toEqual([{ rel: 'preload', as: 'script', href: '/remotes/mfe-catalog/remoteEntry.js' }]);
    expect(props.deferredPreloads).toEqual([]);
    expect(props.prefetch).toEqual(['/remotes/mfe-cart-checkout/remoteEntry.js']);
    expect(props.registry?.remotes.map((r) => r.key)).toEqual(['catalog', 'cartCheckout']);
  });

  it("when the builds carry preload manifests, then the page preloads their chunks; a remote served from elsewhere gets its entry only", async () => {
    const { app: web, file } = app();
    const root = path.dirname(file);
    const manifest = (files: Partial<PreloadManifest>) => JSON.stringify({ version: 1, bootstrap: [], shared: {}, exposes: {}, pages: {}, ...files });
    writeFileSync(path.join(root, 'shell', 'dist', 'preload-manifest.json'), manifest({ bootstrap: ['static/1.js'] }));
    mkdirSync(path.join(root, 'mfe-catalog', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'mfe-catalog', 'dist', 'preload-manifest.json'), manifest({ exposes: { './App': ['static/2.js'] }, pages: { '/': ['static/3.js'] } }));
    mkdirSync(path.join(root, 'mfe-cart-checkout', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'mfe-cart-checkout', 'dist', 'preload-manifest.json'), manifest({ exposes: { './CartPanel': ['static/4.js'] } }));
    const home = documentOf((await request(web).get('/').set('Accept', 'text/html')).text);
    expect(home.prefetch).toEqual(['/remotes/mfe-cart-checkout/remoteEntry.js', '/remotes/mfe-cart-checkout/static/4.js']);
    expect(home.preloads.map((hint) => hint.href)).toEqual(['/static/1.js', '/remotes/mfe-catalog/remoteEntry.js', '/remotes/mfe-catalog/static/2.js', '/remotes/mfe-catalog/static/3.js']);

    writeFileSync(file, JSON.stringify({ remotes: { catalog: 'https://cdn.example.com/catalog/remoteEntry.js' } }));
    const moved = documentOf((await request(web).get('/').set('Accept', 'text/html')).text);
    expect(moved.preloads.map((hint) => hint.href)).toEqual(['/static/1.js', 'https://cdn.example.com/catalog/remoteEntry.js']);
  });

  it('when a build has a malformed manifest, then the page is served with the hints it can still give', async () => {
    const { app: web, file } = app();
    writeFileSync(path.join(path.dirname(file), 'shell', 'dist', 'preload-manifest.json'), '{"version":1,"bootstrap":["../../etc/passwd"]}');
    const res = await request(web).get('/').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(documentOf(res.text).preloads.map((hint) => hint.href)).toEqual(['/remotes/mfe-catalog/remoteEntry.js']);
    expect(res.text).not.toContain('passwd');
  });

  it('when the registry points a remote elsewhere, then the next page preloads the new entry', async () => {
    const { app: web, file } = app();
    writeFileSync(file, JSON.stringify({ remotes: { catalog: '/remotes/catalog-v2/remoteEntry.js' } }));
    const res = documentOf((await request(web).get('/').set('Accept', 'text/html')).text);
    expect(res.preloads.map((hint) => hint.href)).toEqual(['/remotes/catalog-v2/remoteEntry.js']);
    expect(res.prefetch).toEqual([]);
  });
});
