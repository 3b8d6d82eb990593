import { priceToCents } from '@tjb/pricing';
import { OFFERS_QUERY, type OffersQueryData } from '@tjb/storefront/documents';
import { storefrontRequest, type StorefrontTarget } from '../storefront-client/storefront-request';
import { lookupOf, type OfferProduct, type Offers } from './offers';

/** Shopify caps `nodes(ids:)` at 250 ids a request. */
const IDS_PER_REQUEST = 250;

/**
 * A real store's products and stock, asked of its Storefront API each time an order or the server cart
 * is priced: the prices the shopper saw are the store's, so the charge must be too. A variant the store
 * no longer sells counts as 0 on hand; one without a tracked quantity is absent (no limit).
 */
export function storefrontOffers(target: StorefrontTarget): Offers {
  return {
    async snapshot(productIds) {
      const ids = [...new Set(productIds)].filter((id) => id.startsWith('gid://shopify/Product/'));
      const products: OfferProduct[] = [];
      const stock = new Map<string, number>();
      for (let i = 0; i < ids.length; i += IDS_PER_REQUEST) {
        const data = await storefrontRequest<OffersQueryData>(target, OFFERS_QUERY, { ids: ids.slice(i, i + IDS_PER_REQUEST) });
        for (const node of data.nodes) {
          if (!node?.id) continue;
          const variants = node.variants.nodes.flatMap((v) => {
            const priceCents = priceToCents(v.price.amount);
            if (priceCents === null) return [];
            if (!v.availableForSale) stock.set(v.id, 0);
            else if (typeof v.quantityAvailable === 'number') stock.set(v.id, Math.max(0, v.quantityAvailable));
            return [{ id: v.id, title: v.title, priceCents, selectedOptions: v.selectedOptions, imageId: v.image?.id ?? null }];
          });
          products.push({ id: node.id, handle: node.handle, title: node.title, productType: node.productType, images: node.images.nodes, variants });
        }
      }
      return { products: lookupOf(products), stock, stockHeldHere: false };
    },
  };
}
