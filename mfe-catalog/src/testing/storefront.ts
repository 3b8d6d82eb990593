import { createStorefrontClient, type StorefrontProduct } from '@tjb/storefront';
import { mockStorefront, type StorefrontAnswer, type StorefrontResolver } from '@tjb/test-support';
import { setStorefrontClient } from '../shared/api/storefront-client';

const money = (amount: string) => ({ amount, currencyCode: 'USD' });

/** The wire shape of a product, as the gateway would answer it. */
export function toWire(p: StorefrontProduct) {
  const image = (i: { id: string; src: string; altText: string | null; width: number | null; height: number | null } | null) =>
    i ? { id: i.id, url: i.src, altText: i.altText, width: i.width, height: i.height } : null;
  return {
    id: p.id, title: p.title, handle: p.handle, description: p.description, descriptionHtml: p.descriptionHtml,
    productType: p.productType, vendor: p.vendor, tags: p.tags, createdAt: p.createdAt, availableForSale: p.availableForSale,
    options: p.options, featuredImage: image(p.featuredImage), images: { nodes: p.images.map(image) },
    variants: { nodes: p.variants.map((v) => ({
      id: v.id, title: v.title, sku: v.sku, availableForSale: v.availableForSale, quantityAvailable: v.quantityAvailable,
      price: money(v.price), compareAtPrice: v.compareAtPrice ? money(v.compareAtPrice) : null, selectedOptions: v.selectedOptions, image: image(v.image),
    })) },
    priceRange: { minVariantPrice: money(p.priceRange.minVariantPrice), maxVariantPrice: money(p.priceRange.maxVariantPrice) },
    compareAtPriceRange: { maxVariantPrice: money(p.compareAtPrice) },
  };
}

/**
 * The catalogue's product-list operations: each asks for `products(...)`, and a test's catalogue answers
 * them all alike (each reads the fields its document asks for).
 */
const PRODUCT_LIST_OPERATIONS = ['Products', 'AllProducts', 'AllProductsForListing', 'FeaturedProducts', 'CategoryShowcase', 'ProductIds', 'ProductSummaries'];

/** The same answer for every product-list operation, for answerStorefront. */
export const productLists = (answer: StorefrontResolver | StorefrontAnswer): Record<string, StorefrontResolver | StorefrontAnswer> =>
  Object.fromEntries(PRODUCT_LIST_OPERATIONS.map((name) => [name, answer]));

/**
 * Answers the remote's Storefront queries by operation name, on the shared fake network
 * (@tjb/test-support's MSW): the remote's real client sends real requests. A resolver that throws is
 * a network failure. Returns the recorded requests (operation, query, variables, headers).
 */
export function answerStorefront(answers: Record<string, StorefrontResolver | StorefrontAnswer>) {
  // No retries (a failure is a test's answer, not a blip) and no logging of the failures tests script.
  setStorefrontClient(createStorefrontClient({ origin: 'http://shop.test', retries: 0, onError: () => undefined }));
  return mockStorefront(answers);
}

/** Answers every products(...) query with these products, filtered by nothing. */
export const productsAnswer = (products: StorefrontProduct[]) => ({
  products: { nodes: products.map(toWire), pageInfo: { hasNextPage: false, endCursor: null } },
});
