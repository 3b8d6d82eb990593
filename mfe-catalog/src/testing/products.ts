import type { StorefrontListingProduct, StorefrontListingVariant, StorefrontProduct, StorefrontVariant } from '@tjb/storefront';

let seq = 0;

export function makeVariant(over: Partial<StorefrontVariant> = {}): StorefrontVariant {
  seq += 1;
  return {
    id: `gid://shopify/ProductVariant/${seq}`,
    title: 'M / Black',
    sku: null,
    price: '100.00',
    compareAtPrice: null,
    currencyCode: 'USD',
    availableForSale: true,
    quantityAvailable: 5,
    selectedOptions: [{ name: 'Size', value: 'M' }, { name: 'Color', value: 'Black' }],
    image: null,
    ...over,
  };
}

/** A variant as a list has it (no stock, SKU or image). */
export function listingVariantOf({ sku: _sku, quantityAvailable: _quantity, image: _image, ...variant }: StorefrontVariant): StorefrontListingVariant {
  return variant;
}

/**
 * A product as @tjb/storefront reshapes it; ids are unique per call. The list's fields follow the
 * variants as the Storefront answers them: the card's variant is the first for sale, else the first.
 */
export function makeProduct(over: Partial<StorefrontProduct> & { price?: string; compareAt?: string | null } = {}): StorefrontProduct {
  seq += 1;
  const { price = '100.00', compareAt = null, ...rest } = over;
  const handle = rest.handle ?? `product-${seq}`;
  const variants = rest.variants ?? [makeVariant({ price, compareAtPrice: compareAt })];
  const first = variants.find((v) => v.availableForSale) ?? variants[0];
  return {
    id: `gid://shopify/Product/${seq}`,
    title: `Product ${seq}`,
    handle,
    description: 'Built for the road.',
    excerpt: rest.description ?? 'Built for the road.',
    variant: first ? listingVariantOf(first) : null,
    variantCount: variants.length,
    descriptionHtml: '<p>Built for the road.</p>',
    productType: 'Helmets',
    vendor: 'Renegade Classics',
    tags: [],
    createdAt: '2025-01-01T00:00:00Z',
    availableForSale: variants.some((v) => v.availableForSale),
    options: [{ name: 'Size', values: ['M'] }, { name: 'Color', values: ['Black'] }],
    images: [{ id: `img-${seq}`, src: `https://shop.test/media/products/${handle}/1.svg`, altText: 'A product', width: 800, height: 800 }],
    variants,
    priceRange: { minVariantPrice: price, currencyCode: 'USD' },
    compareAtPrice: compareAt ?? '0',
    featuredImage: { id: `img-${seq}`, src: `https://shop.test/media/products/${handle}/1.svg`, altText: 'A product', width: 800, height: 800 },
    ...rest,
  };
}

/** The same product as a list has it: what the listing fragment asks for, none of the whole product's fields. */
export function listingOf(p: StorefrontProduct): StorefrontListingProduct {
  const { id, title, handle, excerpt, productType, vendor, tags, availableForSale, variant, variantCount, priceRange, featuredImage } = p;
  return { id, title, handle, excerpt, productType, vendor, tags, availableForSale, variant, variantCount, priceRange, featuredImage };
}
