import type { CatalogProduct } from '../catalog/types';
import { formatCents } from '@tjb/pricing';

// Spec limits per product (000 §9): images up to 10, variants up to 10.
const MAX_IMAGES = 10;
const MAX_VARIANTS = 10;

/** Key/value facts for the Specifications tab, built from the product's own data. */
export function buildSpecifications(product: CatalogProduct): Record<string, string> {
  const specs: Record<string, string> = {};
  if (product.vendor) specs.Brand = product.vendor;
  if (product.productType) specs.Category = product.productType;
  for (const option of product.options) {
    // Shopify gives a product without options one "Title" option with the value "Default Title".
    if (option.name === 'Title' || option.values.length === 0) continue;
    specs[option.name] = option.values.join(', ');
  }
  const sku = product.variants[0]?.sku;
  if (sku) specs.SKU = sku;
  return specs;
}

/**
 * Product page A's shape (spec 000 §2.6: id, name, description, price, compareAtPrice, images, tags,
 * specifications), plus the handle and variants with live availability so the page can add the
 * right variant to the cart.
 */
export function toProductView(product: CatalogProduct, stock: ReadonlyMap<string, number>) {
  const variants = product.variants.slice(0, MAX_VARIANTS).map((variant) => {
    const onHand = stock.get(variant.id);
    return {
      id: variant.id,
      title: variant.title,
      sku: variant.sku,
      price: formatCents(variant.priceCents),
      compareAtPrice:
        variant.compareAtPriceCents !== null && variant.compareAtPriceCents > variant.priceCents
          ? formatCents(variant.compareAtPriceCents)
          : null,
      // Untracked stock (absent) is always for sale, as on Shopify.
      availableForSale: onHand === undefined || onHand > 0,
      quantityAvailable: onHand ?? 0,
      selectedOptions: variant.selectedOptions,
    };
  });
  const lead = variants.find((v) => v.availableForSale) ?? variants[0];
  return {
    id: product.id,
    handle: product.handle,
    name: product.title,
    description: product.description,
    price: lead?.price ?? '0.00',
    compareAtPrice: lead?.compareAtPrice ?? null,
    images: product.images.slice(0, MAX_IMAGES).map((image) => image.url),
    tags: product.tags,
    specifications: buildSpecifications(product),
    vendor: product.vendor,
    productType: product.productType,
    availableForSale: variants.some((v) => v.availableForSale),
    variants,
  };
}

export type ProductView = ReturnType<typeof toProductView>;
