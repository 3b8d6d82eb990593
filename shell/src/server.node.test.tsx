import type { ServerPage, ServerSession, StyleElement } from '@tjb/shop-contracts';
import { renderDocument, renderShop } from './server';

const ctx = { url: '/faqs', origin: 'http://shop.test', storefrontEndpoint: 'http://127.0.0.1:9/graphql', storefrontHeaders: {} };
const remoteStyle: StyleElement = { tag: 'style', attributes: { 'data-tjb-styles': 'mfe-support a1' }, css: '.mfe-support-a1{color:red}' };

function supportPage(styles: () => unknown): ServerPage {
  const session: ServerSession = {
    App: () => (
      <>
        <title>FAQs | TJ&apos;s Biker Gear</title>
        <h1>Frequently asked</h1>
      </>
    ),
    prepare: async () => undefined,
    styles: styles as ServerSession['styles'],
    state: () => ({ queries: [] }),
    dispose: () => undefined,
  };
  return { remote: 'support', app: 'mfe-support', session };
}

describe("the shell's server render", () => {
  it("when a page is rendered, then its markup, its head elements (the remote's title, the shell's and the remote's styles) and its state come apart, for the Document", async () => {
    const rendered = await renderShop(ctx, supportPage(() => [remoteStyle]));
    expect(rendered.html).toContain('<h1>Frequently asked</h1>');
    expect(rendered.html).not.toContain('<title>');
    expect(rendered.head).toContainEqual({ tag: 'title', text: "FAQs | TJ's Biker Gear" });
    expect(rendered.head).toContainEqual(remoteStyle);
    expect(rendered.head.some((el) => el.tag === 'style' && 'data-tjb-global' in el.attributes)).toBe(true);
    expect(rendered.state).toEqual([{ app: 'mfe-support', value: { queries: [] } }]);
    const page = renderDocument({ scripts: ['/main.js'], preloads: [], deferredPreloads: [], prefetch: [], registry: null, splash: false, rendered });
    expect(page).toContain(`<div id="root" data-ssr="">${rendered.html}</div>`);
  });

  it("when a page is rendered, then the footer's content is in its markup (the browser keeps it and never renders it)", async () => {
    const rendered = await renderShop(ctx, supportPage(() => []));
    const footer = rendered.html.match(/<footer[^>]*>([\s\S]*)<\/footer>/)?.[1] ?? '';
    expect(footer).toContain('href="/contact-us"');
    expect(footer).toContain('All rights reserved.');
  });

  it('when a page is rendered, then the chat launcher is in its markup (the assistant itself loads when it is pressed)', async () => {
    const rendered = await renderShop(ctx, supportPage(() => []));
    expect(rendered.html).toMatch(/<button type="button"[^>]*aria-expanded="false"[^>]*aria-label="Chat with us"/);
  });

  it('when a remote released before styles came as data gives their markup, then they are read back and the Document writes them the same', async () => {
    const markup = '<style data-emotion="mfe-support a1 b2" data-s="">.mfe-support-a1{color:red}.x>a{content:"&"}</style><style data-emotion="mfe-support-global">body{margin:0}</style>';
    const rendered = await renderShop(ctx, supportPage(() => markup));
    expect(rendered.head).toContainEqual({ tag: 'style', attributes: { 'data-emotion': 'mfe-support a1 b2', 'data-s': '' }, css: '.mfe-support-a1{color:red}.x>a{content:"&"}' });
    expect(rendered.head).toContainEqual({ tag: 'style', attributes: { 'data-emotion': 'mfe-support-global' }, css: 'body{margin:0}' });
    const page = renderDocument({ scripts: ['/main.js'], preloads: [], deferredPreloads: [], prefetch: [], registry: null, splash: false, rendered });
    expect(page).toContain('.mfe-support-a1{color:red}.x>a{content:"&"}</style>');
  });

  it('when the styles given are neither elements nor style markup, then the render fails and the page is left to the browser', async () => {
    await expect(renderShop(ctx, supportPage(() => '<style>x</style><script>alert(1)</script>'))).rejects.toThrow(/release it again/);
    await expect(renderShop(ctx, supportPage(() => 42))).rejects.toThrow(/release it again/);
  });
});
