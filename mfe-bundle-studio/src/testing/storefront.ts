import type { StorefrontClient } from '@tjb/storefront';
import { setStorefrontClient } from '../shared/api/storefront-client';

const money = (amount: string) => ({ amount, currencyCode: 'USD' });

/** A product as the Storefront API answers it (the Products query's shape), for sale unless `soldOut`. */
export function wireProduct(n: number, title: string, price: string, opts: { soldOut?: boolean; color?: string } = {}) {
  const image = { id: `img-${n}`, url: `/media/products/p-${n}/1.svg`, altText: title, width: 800, height: 800 };
  return {
    id: `gid://shopify/Product/${n}`, title, handle: `p-${n}`, description: '', descriptionHtml: '', productType: 'Helmets', vendor: 'TJ',
    tags: [], createdAt: '2025-01-01T00:00:00Z', availableForSale: !opts.soldOut, options: [],
    featuredImage: image, images: { nodes: [image] },
    variants: { nodes: [{
      id: `gid://shopify/ProductVariant/${n}`, title: 'Default Title', sku: `S-${n}`, availableForSale: !opts.soldOut, quantityAvailable: opts.soldOut ? 0 : 5,
      price: money(price), compareAtPrice: null, selectedOptions: opts.color ? [{ name: 'Color', value: opts.color }] : [], image: null,
    }] },
    priceRange: { minVariantPrice: money(price), maxVariantPrice: money(price) },
    compareAtPriceRange: { maxVariantPrice: money('0') },
  };
}

/** Points the remote at a scripted Storefront: `answer` gets each query's variables and returns its `data`. */
export function fakeStorefront(answer: (variables: Record<string, unknown>) => unknown) {
  const calls: Array<Record<string, unknown>> = [];
  const client: StorefrontClient = {
    endpoint: 'http://shop.test/api/2025-01/graphql.json',
    query: async <T>(_document: string, variables: Record<string, unknown> = {}) => {
      calls.push(variables);
      return { data: answer(variables) as T, error: null };
    },
    reportError: () => undefined,
  };
  setStorefrontClient(client);
  return { calls, restore: () => setStorefrontClient(undefined) };
}
