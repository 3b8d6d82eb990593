import { mockStorefront } from '@tjb/test-support';
import { createStorefrontClient } from './client';
import { getProductByHandle } from './helpers/collections';
import {
  createPrimedAnswers, criticalRequests, PRIMED_ANSWERS_ID, primedAnswersScript, primedKey, productByHandleRequest, readPrimedAnswers,
} from './primed-answers';

const page = (html: string) => {
  document.body.innerHTML = html;
  return document;
};

const wireProduct = {
  id: 'gid://shopify/Product/1', title: 'Road King Helmet', handle: 'road-king', description: 'd', descriptionHtml: '<p>d</p>',
  productType: 'Helmets', vendor: 'TJ', tags: [], createdAt: '2025-01-01T00:00:00Z', availableForSale: true, options: [],
  featuredImage: null, images: { nodes: [] }, variants: { nodes: [] },
  priceRange: { minVariantPrice: { amount: '99.0', currencyCode: 'USD' }, maxVariantPrice: { amount: '99.0', currencyCode: 'USD' } },
  compareAtPriceRange: { maxVariantPrice: { amount: '0.0', currencyCode: 'USD' } },
};

describe('primed Storefront answers', () => {
  it('when the same variables are built in another order, then they are filed under the same key; other variables or documents are not', () => {
    expect(primedKey('query A { x }', { a: 1, b: { c: 2, d: [1, { e: 3, f: 4 }] } })).toBe(primedKey('query A { x }', { b: { d: [1, { f: 4, e: 3 }], c: 2 }, a: 1 }));
    expect(primedKey('query A { x }', { a: 1 })).not.toBe(primedKey('query A { x }', { a: 2 }));
    expect(primedKey('query A { x }', { a: 1 })).not.toBe(primedKey('query B { x }', { a: 1 }));
  });

  it('when an answer is taken, then it is there once; a request it was not written for finds nothing', () => {
    const { document, variables } = productByHandleRequest('road-king');
    const primed = createPrimedAnswers([{ key: primedKey(document, variables), data: { product: wireProduct } }]);
    expect(primed.take(document, { handle: 'other' })).toBeUndefined();
    expect(primed.take(document, variables)).toEqual({ product: wireProduct });
    expect(primed.take(document, variables)).toBeUndefined();
  });

  it('when the client has a primed answer, then the helper returns it without a fetch; the next call fetches', async () => {
    const { document, variables } = productByHandleRequest('road-king');
    const asked = mockStorefront({ ProductByHandle: { product: { ...wireProduct, title: 'From the network' } } });
    const primed = createPrimedAnswers([{ key: primedKey(document, variables), data: { product: wireProduct } }]);
    const client = createStorefrontClient({ origin: 'https://shop.test', primed });
    const first = await getProductByHandle(client, ' road-king ');
    expect(first.ok && first.data?.title).toBe('Road King Helmet');
    expect(asked).toHaveLength(0);
    const second = await getProductByHandle(client, 'road-king');
    expect(second.ok && second.data?.title).toBe('From the network');
    expect(asked.map((c) => c.variables)).toEqual([{ handle: 'road-king' }]);
  });

  it('when the answers are written into a page, then the page reads them back, and < cannot close the element', () => {
    const { document: doc, variables } = productByHandleRequest('road-king');
    const data = { product: { ...wireProduct, descriptionHtml: '</script><script>alert(1)</script>' } };
    const script = primedAnswersScript([{ key: primedKey(doc, variables), data }]);
    expect(script).not.toContain('</script><script>');
    const read = readPrimedAnswers(page(script));
    expect(read.take(doc, variables)).toEqual(data);
    expect(primedAnswersScript([])).toBe('');
  });

  it('when the page holds no answers, broken JSON or entries of the wrong shape, then nothing is primed and nothing throws', () => {
    const { document: doc, variables } = productByHandleRequest('road-king');
    expect(readPrimedAnswers(page('<div></div>')).take(doc, variables)).toBeUndefined();
    expect(readPrimedAnswers(page(`<script type="application/json" id="${PRIMED_ANSWERS_ID}">{oops</script>`)).take(doc, variables)).toBeUndefined();
    const odd = JSON.stringify([{ key: primedKey(doc, variables), data: null }, { key: 7, data: {} }, 'x', null]);
    expect(readPrimedAnswers(page(`<script type="application/json" id="${PRIMED_ANSWERS_ID}">${odd}</script>`)).take(doc, variables)).toBeUndefined();
    expect(readPrimedAnswers(undefined).take(doc, variables)).toBeUndefined();
  });

  it('when a path is a product page, then its query is the critical one, escapes decoded; other paths and bad escapes have none', () => {
    expect(criticalRequests('/product/road-king')).toEqual([productByHandleRequest('road-king')]);
    expect(criticalRequests('/product/caf%C3%A9-vest/')).toEqual([productByHandleRequest('café-vest')]);
    expect(criticalRequests('/product/%E0%A4%A')).toEqual([]);
    expect(criticalRequests('/product/%20')).toEqual([]);
    expect(criticalRequests('/product/a/b')).toEqual([]);
    expect(criticalRequests('/shop/helmets')).toEqual([]);
    expect(criticalRequests('/')).toEqual([]);
  });
});
