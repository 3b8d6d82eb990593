import type {
  ProductVariantsQuery, StorefrontImageFragment, StorefrontListingExcerptFragment, StorefrontListingProductFragment, StorefrontListingVariantFragment, StorefrontProductFragment,
  StorefrontVariantFragment,
} from './generated/operation-types';
import type {
  CollectionAnswer, StorefrontCollection, StorefrontImage, StorefrontListingProduct, StorefrontListingVariant, StorefrontProduct, StorefrontProductVariants,
  StorefrontVariant,
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

export function reshapeListingProduct(product: StorefrontListingProductFragment & Partial<StorefrontListingExcerptFragment>): StorefrontListingProduct {
  const variant = product.selectedOrFirstAvailableVariant;
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    // Only when asked for (a list view): a grid's page carries no `excerpt` key at all.
    ...(product.excerpt === undefined ? {} : { excerpt: product.excerpt }),
    productType: product.productType,
    vendor: product.vendor,
    tags: product.tags,
    availableForSale: product.availableForSale,
    variant: variant ? reshapeListingVariant(variant) : null,
    variantCount: product.variantsCount?.count ?? null,
    priceRange: {
      minVariantPrice: product.priceRange?.minVariantPrice.amount ?? '0',
      currencyCode: product.priceRange?.minVariantPrice.currencyCode ?? 'USD',
    },
    featuredImage: product.featuredImage ? { src: product.featuredImage.url, width: product.featuredImage.width, height: product.featuredImage.height } : null,
  };
}

export function reshapeProduct(product: StorefrontProductFragment): StorefrontProduct {
  return {
    ...reshapeListingProduct(product),
    description: product.description,
    descriptionHtml: product.descriptionHtml,
    featuredImage: product.featuredImage ? reshapeImage(product.featuredImage) : null,
    createdAt: product.createdAt,
    options: product.options,
    images: (product.images?.nodes ?? []).map(reshapeImage),
    variants: (product.variants?.nodes ?? []).map(reshapeVariant),
    compareAtPrice: product.compareAtPriceRange?.maxVariantPrice.amount ?? '0',
  };
}

export function reshapeProductVariants(product: NonNullable<ProductVariantsQuery['product']>): StorefrontProductVariants {
  return { id: product.id, options: product.options, variants: (product.variants?.nodes ?? []).map(reshapeListingVariant) };
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
