import { DEFERRED_PRELOADS_ID, INLINE_REGISTRY_ID, KEPT_TAPS_SCRIPT, PREFETCH_ID, SPLASH_TAG, serverStateId, type DocumentProps, type RenderedShop } from '@tjb/shop-contracts';
import { DISPLAY_FONT_FILES } from '@tjb/ui';
import { renderDocument, renderDocumentRest, renderDocumentStart } from './render-document';
import { SHOP_DESCRIPTION, SHOP_TITLE } from './page-defaults';
import { SHOP_ICON_FILE, SHOP_ICON_HREF } from './shop-icon';

const registry = { remotes: [{ key: 'catalog' as const, scope: 'mfe_catalog', entry: '/remotes/mfe-catalog/remoteEntry.js' }] };

const props = (overrides: Partial<DocumentProps> = {}): DocumentProps => ({
  scripts: ['/main.js?abc'],
  preloads: [],
  deferredPreloads: [],
  prefetch: [],
  registry,
  splash: false,
  rendered: null,
  ...overrides,
});

/** The page as the browser parses it. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const json = (doc: Document, id: string) => JSON.parse(doc.getElementById(id)!.textContent!) as unknown;

describe('the Document', () => {
  it('when a page is rendered on the server, then its markup is in #root, marked, its head elements before the shop title and its state after the root', () => {
    const html = renderDocument(
      props({
        rendered: {
          html: '<main><h1>Helmets</h1></main>',
          head: [
            { tag: 'title', text: "Helmets | TJ's" },
            { tag: 'meta', attributes: { name: 'description', content: 'Lids & more' } },
            { tag: 'link', attributes: { rel: 'preload', href: '/static/font.woff2', as: 'font', crossorigin: '', type: 'font/woff2' } },
            { tag: 'style', attributes: { 'data-tjb-styles': 'shell a1' }, css: '.shell-a1>p{color:red}' },
          ],
          state: [{ app: 'mfe-catalog', value: { queries: [{ title: 'Road King' }] } }],
        },
      }),
    );
    expect(html.startsWith('<!doctype html><html lang="en"><head><meta charSet="utf-8"/>')).toBe(true);
    const doc = parse(html);
    const root = doc.getElementById('root')!;
    expect(root.hasAttribute('data-ssr')).toBe(true);
    expect(root.innerHTML).toBe('<main><h1>Helmets</h1></main>');
    expect([...doc.querySelectorAll('title')].map((t) => t.textContent)).toEqual(["Helmets | TJ's", SHOP_TITLE]);
    expect(doc.title).toBe("Helmets | TJ's");
    expect([...doc.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content'))).toEqual(['Lids & more']);
    // (The display face's preloads come first, in the start: the page's own font follows them.)
    const font = doc.querySelector('link[as="font"][href="/static/font.woff2"]')!;
    expect(font.getAttribute('crossorigin')).toBe('');
    expect(doc.querySelector('style[data-tjb-styles="shell a1"]')!.textContent).toBe('.shell-a1>p{color:red}');
    expect(json(doc, serverStateId('mfe-catalog'))).toEqual({ queries: [{ title: 'Road King' }] });
    expect(root.nextElementSibling?.id).toBe(serverStateId('mfe-catalog'));
  });

  it('when a page has no description of its own, or the browser is to render it, then the head carries the shop\'s, once', () => {
    const rendered: RenderedShop = { html: '<main><h1>FAQs</h1></main>', head: [{ tag: 'title', text: "FAQs | TJ's" }], state: [] };
    for (const page of [props({ rendered }), props()]) {
      const doc = parse(renderDocument(page));
      expect([...doc.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content'))).toEqual([SHOP_DESCRIPTION]);
    }
  });

  it('when the browser is to render the page, then #root is empty and unmarked, and the hints preload its scripts', () => {
    const doc = parse(
      renderDocument(
        props({
          preloads: [
            { rel: 'preload', as: 'script', href: '/static/1.js' },
            { rel: 'preload', as: 'script', href: 'https://cdn.example.com/remoteEntry.js?v="2"', crossOrigin: 'anonymous' },
          ],
        }),
      ),
    );
    const root = doc.getElementById('root')!;
    expect(root.hasAttribute('data-ssr')).toBe(false);
    expect(root.innerHTML).toBe('');
    const hints = [...doc.head.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => [l.getAttribute('href'), l.getAttribute('crossorigin')]);
    expect(hints).toEqual([
      ['/static/1.js', null],
      ['https://cdn.example.com/remoteEntry.js?v="2"', 'anonymous'],
    ]);
    expect(doc.getElementById(DEFERRED_PRELOADS_ID)).toBeNull();
  });

  it("when given the registry, the deferred preloads and the side cart's scripts, then each is inert JSON in the head under its id", () => {
    const doc = parse(renderDocument(props({ deferredPreloads: ['/static/1.js', '/remotes/mfe-catalog/remoteEntry.js'], prefetch: ['/remotes/mfe-cart-checkout/remoteEntry.js'] })));
    for (const id of [INLINE_REGISTRY_ID, DEFERRED_PRELOADS_ID, PREFETCH_ID]) expect(doc.getElementById(id)).toMatchObject({ type: 'application/json', parentElement: doc.head });
    expect(json(doc, INLINE_REGISTRY_ID)).toEqual(registry);
    expect(json(doc, DEFERRED_PRELOADS_ID)).toEqual(['/static/1.js', '/remotes/mfe-catalog/remoteEntry.js']);
    expect(json(doc, PREFETCH_ID)).toEqual(['/remotes/mfe-cart-checkout/remoteEntry.js']);
  });

  it('when there is no registry, prefetch or deferred list, then none of their elements is written', () => {
    const doc = parse(renderDocument(props({ registry: null })));
    for (const id of [INLINE_REGISTRY_ID, DEFERRED_PRELOADS_ID, PREFETCH_ID]) expect(doc.getElementById(id)).toBeNull();
  });

  it('when a value in the JSON holds a closing script tag or a comment, then it cannot end its element: < is escaped and the value reads back whole', () => {
    const tricky = { remotes: [{ key: 'support' as const, scope: 'mfe_support', entry: '/x/</script><script>alert(1)</script><!--/remoteEntry.js' }] };
    const state = [{ app: 'mfe-support', value: { text: '</script><img src=x onerror=alert(1)>' } }];
    const html = renderDocument(props({ registry: tricky, rendered: { html: '', head: [], state } }));
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<img src=x');
    const doc = parse(html);
    expect(json(doc, INLINE_REGISTRY_ID)).toEqual(tricky);
    expect(json(doc, serverStateId('mfe-support'))).toEqual(state[0]!.value);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
  });

  it('when the splash is to play, then its static markup opens the body; when told not to, there is none', () => {
    const withSplash = parse(renderDocument(props({ splash: true })));
    const splash = withSplash.body.firstElementChild!;
    expect(splash.tagName.toLowerCase()).toBe(SPLASH_TAG);
    expect(splash.getAttribute('data-phase')).toBe('visible');
    expect(splash.querySelector('button.splash-skip')?.textContent).toBe('Skip intro');
    expect(parse(renderDocument(props({ splash: false }))).querySelector(SPLASH_TAG)).toBeNull();
  });

  it("when the splash plays over a page the server rendered, then it leaves the theme's variables to the page's head; over one the browser renders, it brings them", () => {
    const rendered: RenderedShop = { html: '<main><h1>FAQs</h1></main>', head: [], state: [] };
    const splashStyle = (page: DocumentProps) => parse(renderDocument(page)).querySelector(`${SPLASH_TAG} style`)!.textContent!;
    expect(splashStyle(props({ splash: true, rendered }))).not.toContain(':root');
    expect(splashStyle(props({ splash: true }))).toMatch(/^:root\{--tjb-ink:#0d0c0b;.*--tjb-font-display:/);
    expect(splashStyle(props({ splash: true, rendered }))).toBe(splashStyle(props({ splash: true })).replace(/^:root\{[^}]*\}/, ''));
  });

  describe('its start, written before the page is rendered', () => {
    const rendered: RenderedShop = {
      html: '<main><h1>Helmets</h1></main>',
      head: [
        { tag: 'title', text: "Helmets | TJ's" },
        // The render asks for the display face too (GlobalStyles): the start has given that hint already.
        { tag: 'link', attributes: { rel: 'preload', href: DISPLAY_FONT_FILES[0]!, as: 'font', crossorigin: 'anonymous', type: 'font/woff2' } },
        { tag: 'style', attributes: { 'data-tjb-styles': 'shell a1' }, css: '.shell-a1>p{color:red}' },
      ],
      state: [{ app: 'mfe-catalog', value: { queries: [] } }],
    };
    const cases: Array<[string, Partial<DocumentProps>]> = [
      ['a server-rendered page', { rendered, deferredPreloads: ['/static/1.js'], prefetch: ['/remotes/mfe-cart-checkout/remoteEntry.js'] }],
      ['a server-rendered page with the splash', { rendered, splash: true }],
      ['a page the browser renders', { preloads: [{ rel: 'preload', as: 'script', href: '/static/1.js' }] }],
      ['a page the browser renders, with the splash and no registry', { splash: true, registry: null }],
    ];

    it.each(cases)('when the page is %s, then the whole document is exactly its start followed by its rest', (_, overrides) => {
      const page = props(overrides);
      const start = renderDocumentStart({ scripts: page.scripts });
      expect(renderDocument(page).startsWith(start)).toBe(true);
      expect(renderDocument(page)).toBe(start + renderDocumentRest(page));
    });

    it("when parsed alone, then it is all head: the charset, the viewport, the display face's preloads and the shell's entry, and the page's own elements come after it", () => {
      const start = renderDocumentStart({ scripts: ['/main.js?abc'] });
      const doc = parse(start);
      expect(doc.body.childNodes).toHaveLength(0);
      expect(doc.characterSet).toBe('UTF-8');
      expect(doc.head.querySelector('meta[name="viewport"]')).not.toBeNull();
      expect([...doc.head.querySelectorAll('link[rel="preload"][as="font"]')].map((l) => [l.getAttribute('href'), l.getAttribute('crossorigin')])).toEqual(DISPLAY_FONT_FILES.map((href) => [href, 'anonymous']));
      expect(doc.head.querySelector('script[src]')?.getAttribute('src')).toBe('/main.js?abc');
      // The icon by the address the shell's build writes it to (a data: URL is not one search engines show).
      expect([...doc.head.querySelectorAll('link[rel="icon"]')].map((l) => [l.getAttribute('href'), l.getAttribute('type')])).toEqual([[SHOP_ICON_HREF, 'image/svg+xml']]);
      expect(SHOP_ICON_HREF).toBe(`/${SHOP_ICON_FILE}`);
      expect(doc.querySelector('title')).toBeNull();
      // The page's own title is the first the browser finds in the whole document.
      const whole = parse(renderDocument(props({ rendered })));
      expect(whole.title).toBe("Helmets | TJ's");
      expect(whole.head.querySelectorAll('link[as="font"]')).toHaveLength(DISPLAY_FONT_FILES.length);
    });
  });

  it("when written, then the head has the shell's entry, deferred, and the kept-taps script exactly as the CSP's hash allows it", () => {
    const doc = parse(renderDocument(props()));
    const entry = doc.head.querySelector('script[src]')!;
    expect(entry.getAttribute('src')).toBe('/main.js?abc');
    expect(entry.hasAttribute('defer')).toBe(true);
    const inline = [...doc.head.querySelectorAll('script:not([src]):not([type])')];
    expect(inline.map((s) => s.textContent)).toEqual([KEPT_TAPS_SCRIPT]);
  });
});
