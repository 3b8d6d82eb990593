import type {
  StorefrontCollection, StorefrontImage, StorefrontProduct, StorefrontVariant, WireCollection, WireImage, WireProduct, WireVariant,
} from './types';

export function reshapeImage(image: WireImage): StorefrontImage {
  return { id: image.id ?? image.url, src: image.url, altText: image.altText, width: image.width, height: image.height };
}

export function reshapeVariant(variant: WireVariant): StorefrontVariant {
  return {
    id: variant.id,
    title: variant.title,
    sku: variant.sku,
    price: variant.price.amount,
    compareAtPrice: variant.compareAtPrice?.amount ?? null,
    currencyCode: variant.price.currencyCode,
    availableForSale: variant.availableForSale,
    quantityAvailable: variant.quantityAvailable ?? 0,
    selectedOptions: variant.selectedOptions,
    image: variant.image ? reshapeImage(variant.image) : null,
  };
}

export function reshapeProduct(product: WireProduct): StorefrontProduct {
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    description: product.description,
    descriptionHtml: product.descriptionHtml,
    productType: product.productType,
    vendor: product.vendor,
    tags: product.tags,
    createdAt: product.createdAt,
    availableForSale: product.availableForSale,
    options: product.options,
    images: (product.images?.nodes ?? []).map(reshapeImage),
    variants: (product.variants?.nodes ?? []).map(reshapeVariant),
    priceRange: {
      minVariantPrice: product.priceRange?.minVariantPrice.amount ?? '0',
      maxVariantPrice: product.priceRange?.maxVariantPrice.amount ?? '0',
      currencyCode: product.priceRange?.minVariantPrice.currencyCode ?? 'USD',
    },
    compareAtPrice: product.compareAtPriceRange?.maxVariantPrice.amount ?? '0',
    featuredImage: product.featuredImage ? reshapeImage(product.featuredImage) : null,
  };
}

export function reshapeCollection(collection: WireCollection): StorefrontCollection {
  return {
    id: collection.id,
    title: collection.title,
    handle: collection.handle,
    description: collection.description,
    image: collection.image ? reshapeImage(collection.image) : null,
    products: (collection.products?.nodes ?? []).map(reshapeProduct),
  };
}
