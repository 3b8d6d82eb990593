import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { startNoScriptCopy, withoutScripts } from './no-script-copy';

const PAGE = `<!doctype html><html><head><link rel="stylesheet" href="/a.css"><link rel=modulepreload href="/m.js">
<link rel="preload" as="script" href="/p.js"><link rel="preload" as="image" href="/hero.svg"><link rel="prefetch" href="/later.js">
<script>window.x=1</script><script type="application/json" id="state">{"a":"</p>"}</script><style>p{color:red}</style></head>
<body><p>Shop</p><script src="/main.js" defer></script><SCRIPT>
late()</SCRIPT ></body></html>`;

describe('the no-script copy of a page', () => {
  it('when a page is copied, then no script and no script hint is left, and the rest is kept', () => {
    const copy = withoutScripts(PAGE);
    expect(copy).not.toMatch(/<script|\.js"/i);
    expect(copy).toContain('<link rel="stylesheet" href="/a.css">');
    expect(copy).toContain('<link rel="preload" as="image" href="/hero.svg">');
    expect(copy).toContain('<style>p{color:red}</style>');
    expect(copy).toContain('<body><p>Shop</p>');
  });

  it('when served, then pages come without scripts and without the intro splash, and other files come as the shop sends them', async () => {
    const shop = http.createServer((req, res) => {
      if (req.url === '/a.css') {
        res.setHeader('content-type', 'text/css');
        res.end('p{color:red}');
        return;
      }
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(`${PAGE}<!-- ${req.headers.cookie ?? 'no cookie'} -->`);
    });
    shop.listen(0, '127.0.0.1');
    await once(shop, 'listening');
    const copy = await startNoScriptCopy(`http://127.0.0.1:${(shop.address() as AddressInfo).port}`);
    const variant = await startNoScriptCopy(`http://127.0.0.1:${(shop.address() as AddressInfo).port}`, 0, (html) => html.replace('color:red', 'color:blue'));
    try {
      const page = await fetch(`${copy.origin}/shop/helmets`, { headers: { accept: 'text/html', cookie: 'theme=dark' } });
      const html = await page.text();
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain('<!-- theme=dark; tjb_splash=seen -->');
      const css = await fetch(`${copy.origin}/a.css`);
      expect(css.headers.get('content-type')).toBe('text/css');
      expect(await css.text()).toBe('p{color:red}');
      // A variant rewrites its pages, not the other files.
      const rewritten = await (await fetch(`${variant.origin}/shop/helmets`, { headers: { accept: 'text/html' } })).text();
      expect(rewritten).toContain('<style>p{color:blue}</style>');
      expect(rewritten).not.toMatch(/<script/i);
      expect(await (await fetch(`${variant.origin}/a.css`)).text()).toBe('p{color:red}');
    } finally {
      await variant.close();
      await copy.close();
      shop.close();
    }
  });
});
