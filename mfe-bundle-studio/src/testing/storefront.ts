import { createStorefrontClient } from '@tjb/storefront';
import { mockStorefront, type StorefrontAnswer, type StorefrontResolver } from '@tjb/test-support';
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

/**
 * Answers the remote's Storefront queries by operation name on the shared fake network
 * (@tjb/test-support's MSW), through the remote's real client. Returns the recorded requests
 * (operation, variables, headers) and `restore`, which puts the page's own client back.
 */
export function answerStorefront(answers: Record<string, StorefrontResolver | StorefrontAnswer>) {
  setStorefrontClient(createStorefrontClient({ origin: 'http://shop.test', retries: 0, onError: () => undefined }));
  return { calls: mockStorefront(answers), restore: () => setStorefrontClient(undefined) };
}
