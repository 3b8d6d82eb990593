import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Registry } from '@tjb/mf-config';
import pino from 'pino';
import request from 'supertest';
import { createWebApp } from './create-web-app';
import { injectIntoHead, inlineRegistry, preloadHints } from './preload-hints';
import { createRegistrySource } from './registry';

const registry: Registry = {
  remotes: [
    { key: 'catalog', scope: 'mfe_catalog', entry: '/remotes/mfe-catalog/remoteEntry.js' },
    { key: 'cartCheckout', scope: 'mfe_cart_checkout', entry: 'https://cdn.example.com/cart/remoteEntry.js?v="2"' },
    { key: 'support', scope: 'mfe_support', entry: '/remotes/mfe-support/remoteEntry.js' },
  ],
};

describe('preload hints', () => {
  it('when a catalogue page is asked, then only its remote entry is preloaded (the side cart loads on demand)', () => {
    expect(preloadHints('/product/road-king', registry)).toBe('<link rel="preload" as="script" href="/remotes/mfe-catalog/remoteEntry.js">');
  });

  it('when the route belongs to the cart remote, then its entry is preloaded from where the registry says, escaped', () => {
    expect(preloadHints('/cart', registry)).toBe('<link rel="preload" as="script" href="https://cdn.example.com/cart/remoteEntry.js?v=&quot;2&quot;">');
  });

  it('when the path is not a page of the shop, then nothing is preloaded', () => {
    expect(preloadHints('/nope', registry)).toBe('');
  });

  it('when the registry lacks a remote, then no hint is written for it', () => {
    expect(preloadHints('/', { remotes: [] })).toBe('');
  });

  it('when hints are injected, then they end the head; a page without a head gets them before its body', () => {
    expect(injectIntoHead('<html><head><title>x</title></head><body></body></html>', '<link>')).toBe('<html><head><title>x</title><link></head><body></body></html>');
    expect(injectIntoHead('<!doctype html><body><div id="root"></div></body>', '<link>')).toBe('<!doctype html><link><body><div id="root"></div></body>');
    expect(injectIntoHead('<p>x</p>', '')).toBe('<p>x</p>');
  });
});

describe('the shell page with hints', () => {
  function app() {
    const root = mkdtempSync(path.join(tmpdir(), 'tjb-hints-'));
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>');
    const file = path.join(root, 'remotes.json');
    writeFileSync(file, JSON.stringify({ remotes: { catalog: '/remotes/mfe-catalog/remoteEntry.js', cartCheckout: '/remotes/mfe-cart-checkout/remoteEntry.js' } }));
    return { app: createWebApp({ staticRoot: root, registry: createRegistrySource({ file, overrides: {} }), apiUpstream: 'http://127.0.0.1:9', logger: pino({ level: 'silent' }) }), file };
  }

  it('when a page is served, then the head preloads the remote entries that page needs', async () => {
    const res = await request(app().app).get('/shop/helmets').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<link rel="preload" as="script" href="/remotes/mfe-catalog/remoteEntry.js"><script type="application/json" id="tjb-registry">');
    const inline = res.text.match(/id="tjb-registry">(.*?)<\/script>/)![1]!;
    expect(JSON.parse(inline).remotes.map((r: { key: string }) => r.key)).toEqual(['catalog', 'cartCheckout']);
  });

  it('when the registry points a remote elsewhere, then the next page preloads the new entry', async () => {
    const { app: web, file } = app();
    writeFileSync(file, JSON.stringify({ remotes: { catalog: '/remotes/catalog-v2/remoteEntry.js' } }));
    const res = await request(web).get('/').set('Accept', 'text/html');
    expect(res.text).toContain('href="/remotes/catalog-v2/remoteEntry.js"');
    expect(res.text).not.toContain('mfe-cart-checkout');
  });
});

describe('the registry written into the page', () => {
  it('is the registry as JSON in an inert script element, with < escaped so nothing can break out of it', () => {
    const tricky: Registry = { remotes: [{ key: 'support', scope: 'mfe_support', entry: '/x/</script><script>alert(1)</script>/remoteEntry.js' }] };
    const html = inlineRegistry(tricky);
    expect(html.startsWith('<script type="application/json" id="tjb-registry">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual(tricky);
  });
});
