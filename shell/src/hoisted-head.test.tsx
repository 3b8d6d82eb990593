import { preload } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { splitHoistedHead } from './hoisted-head';

function Page() {
  preload('/static/font.woff2', { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <main>
      <title>{`Boots & "Lids" | TJ's`}</title>
      <meta name="description" content="Leather <boots> & more" />
      <link rel="canonical" href="http://shop.test/shop/boots?a=1&b=2" />
      <h1>Boots</h1>
      <p>
        <meta itemProp="position" content="1" />
      </p>
    </main>
  );
}

describe('the head elements of a render without a document', () => {
  it('when React writes them ahead of the markup, then they come back as data, unescaped, and the rest is the markup', () => {
    const { head, html } = splitHoistedHead(renderToString(<Page />));
    expect(head).toEqual(
      expect.arrayContaining([
        { tag: 'title', text: `Boots & "Lids" | TJ's` },
        { tag: 'meta', attributes: { name: 'description', content: 'Leather <boots> & more' } },
        { tag: 'link', attributes: { rel: 'canonical', href: 'http://shop.test/shop/boots?a=1&b=2' } },
        { tag: 'link', attributes: expect.objectContaining({ rel: 'preload', href: '/static/font.woff2', as: 'font' }) },
      ]),
    );
    expect(head).toHaveLength(4);
    expect(html.startsWith('<main>')).toBe(true);
    // An element React does not hoist (a meta inside the body's microdata) stays in the markup.
    expect(html).toContain('itemProp="position"');
  });

  it('when a render has no head elements, then all of it is markup', () => {
    expect(splitHoistedHead('<main><title>x</title></main>')).toEqual({ head: [], html: '<main><title>x</title></main>' });
  });
});
