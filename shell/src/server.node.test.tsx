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

  it('when the remote gives its styles in the older form (a string), then the render fails and the page is left to the browser', async () => {
    await expect(renderShop(ctx, supportPage(() => '<style>x</style>'))).rejects.toThrow(/release it again/);
  });
});
