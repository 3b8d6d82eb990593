import type {
  StorefrontImageFragment, StorefrontListingProductFragment, StorefrontListingVariantFragment, StorefrontProductFragment, StorefrontVariantFragment,
} from './generated/operation-types';
import type {
  CollectionAnswer, StorefrontCollection, StorefrontImage, StorefrontListingProduct, StorefrontListingVariant, StorefrontProduct, StorefrontVariant,
} from './types';

// From the generated fragment types (what the documents ask for) to the app's own shapes.

export function reshapeImage(image: StorefrontImageFragment): StorefrontImage {
  return { id: image.id ?? image.url, src: image.url, altText: image.altText, width: image.width, height: image.height };
}

export function reshapeListingVariant(variant: StorefrontListingVariantFragment): StorefrontListingVariant {
  return {
    id: variant.id,
    title: variant.title,
    price: variant.price.amount,
    compareAtPrice: variant.compareAtPrice?.amount ?? null,
    currencyCode: variant.price.currencyCode,
    availableForSale: variant.availableForSale,
    selectedOptions: variant.selectedOptions,
  };
}

export function reshapeVariant(variant: StorefrontVariantFragment): StorefrontVariant {
  return {
    ...reshapeListingVariant(variant),
    sku: variant.sku,
    quantityAvailable: variant.quantityAvailable ?? 0,
    image: variant.image ? reshapeImage(variant.image) : null,
  };
}

/** Everything a list and a whole product share, variants aside (each maps its own kind once). */
function reshapeProductBase(product: StorefrontListingProductFragment | StorefrontProductFragment): Omit<StorefrontListingProduct, 'variants'> {
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    description: product.description,
    productType: product.productType,
    vendor: product.vendor,
    tags: product.tags,
    createdAt: product.createdAt,
    availableForSale: product.availableForSale,
    options: product.options,
    priceRange: {
      minVariantPrice: product.priceRange?.minVariantPrice.amount ?? '0',
      maxVariantPrice: product.priceRange?.maxVariantPrice.amount ?? '0',
      currencyCode: product.priceRange?.minVariantPrice.currencyCode ?? 'USD',
    },
    compareAtPrice: product.compareAtPriceRange?.maxVariantPrice.amount ?? '0',
    featuredImage: product.featuredImage ? reshapeImage(product.featuredImage) : null,
  };
}

export function reshapeListingProduct(product: StorefrontListingProductFragment): StorefrontListingProduct {
  return { ...reshapeProductBase(product), variants: (product.variants?.nodes ?? []).map(reshapeListingVariant) };
}

export function reshapeProduct(product: StorefrontProductFragment): StorefrontProduct {
  return {
    ...reshapeProductBase(product),
    descriptionHtml: product.descriptionHtml,
    images: (product.images?.nodes ?? []).map(reshapeImage),
    variants: (product.variants?.nodes ?? []).map(reshapeVariant),
  };
}

export function reshapeCollection(collection: CollectionAnswer): StorefrontCollection {
  return {
    id: collection.id,
    title: collection.title,
    handle: collection.handle,
    description: collection.description,
    image: collection.image ? reshapeImage(collection.image) : null,
    products: (collection.products?.nodes ?? []).map(reshapeProduct),
  };
}
