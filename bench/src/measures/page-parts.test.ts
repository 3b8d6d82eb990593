import { pageParts } from './page-parts';

const state = { queries: [[['products', 'listing'], { products: [{ id: 'p1', title: 'Jacket' }], facets: [{ id: 'f', values: [] }], offset: 0 }, 1]] };
const html = [
  '<!doctype html><html><head><style data-tjb-global="shell a1">:root{--x:1}</style>',
  '<style data-tjb-styles="shell h1 h2">.shell-h1{color:red}</style><style data-tjb-styles="mfe-catalog c1">.mfe-catalog-c1{margin:0}</style>',
  '<style>tjb-splash{display:grid}</style><script>(function(){})();</script></head><body>',
  '<ul><li><article data-testid="product-card" class="c"><h3>Jacket</h3></article></li></ul>',
  `<script type="application/json" id="tjb-ssr-state-mfe-catalog">${JSON.stringify(state)}</script>`,
  '<script type="application/json" id="tjb-registry">{"remotes":[]}</script></body></html>',
].join('');

describe('pageParts', () => {
  const parts = pageParts(html);
  const of = (name: string) => parts.find((p) => p.part === name)?.bytes;

  it('when a page is split, then its parts add up to the whole document', () => {
    expect(parts.reduce((sum, p) => sum + p.bytes, 0)).toBe(Buffer.byteLength(html));
  });

  it('when a page has each remote\'s styles, then each remote\'s sheet is its own part, and the unlabelled one apart', () => {
    expect(of('styles: shell')).toBe(Buffer.byteLength('<style data-tjb-styles="shell h1 h2">.shell-h1{color:red}</style>'));
    expect(of('styles: mfe-catalog')).toBe(Buffer.byteLength('<style data-tjb-styles="mfe-catalog c1">.mfe-catalog-c1{margin:0}</style>'));
    expect(of('styles: unlabelled')).toBe(Buffer.byteLength('<style>tjb-splash{display:grid}</style>'));
  });

  it('when a page carries a dehydrated listing, then its products and facets are weighed apart from the rest of its data', () => {
    expect(of('data: #tjb-ssr-state-mfe-catalog products')).toBe(Buffer.byteLength('"products":[{"id":"p1","title":"Jacket"}]'));
    expect(of('data: #tjb-ssr-state-mfe-catalog facets')).toBe(Buffer.byteLength('"facets":[{"id":"f","values":[]}]'));
    expect(of('data: #tjb-registry')).toBe(Buffer.byteLength('{"remotes":[]}'));
  });

  it('when a page has product cards, then their markup is one part', () => {
    expect(of('markup: product cards')).toBe(Buffer.byteLength('<article data-testid="product-card" class="c"><h3>Jacket</h3></article>'));
  });
});
