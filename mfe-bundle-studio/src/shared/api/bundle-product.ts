import { priceToCents } from '@tjb/cart-bus';
import type { StorefrontProduct } from '@tjb/storefront';

/** A product as the bundle keeps it: what its rows, the cart line and the preview need, nothing more. */
export interface BundleProduct {
  id: string;
  handle: string;
  title: string;
  productType: string;
  /** First product image, else the featured image (spec 001 "Bundle Studio"). */
  image: string | null;
  /** The variant the cart gets: the cheapest one for sale. Null when none is. */
  variantId: string | null;
  variantTitle: string;
  selectedOptions: Array<{ name: string; value: string }>;
  /** Decimal text, e.g. "189.99": the variant's price, which is the product's lowest for sale. */
  price: string;
  color: string | null;
  availableForSale: boolean;
}

const byPrice = (a: { price: string }, b: { price: string }) => (priceToCents(a.price) ?? 0) - (priceToCents(b.price) ?? 0);

export function toBundleProduct(product: StorefrontProduct): BundleProduct {
  const forSale = product.variants.filter((v) => v.availableForSale).sort(byPrice);
  const variant = forSale[0] ?? product.variants[0];
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    productType: product.productType,
    image: product.images[0]?.src ?? product.featuredImage?.src ?? null,
    variantId: forSale[0]?.id ?? null,
    variantTitle: variant?.title ?? '',
    selectedOptions: variant?.selectedOptions ?? [],
    price: variant?.price ?? product.priceRange.minVariantPrice ?? '0',
    color: variant?.selectedOptions.find((o) => /^colou?r$/i.test(o.name))?.value ?? null,
    availableForSale: forSale.length > 0,
  };
}
