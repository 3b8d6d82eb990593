import type { Catalog, CatalogCollection, CatalogImage, CatalogProduct, CatalogVariant } from '../../catalog/types';
import type { RequestMemo, StorefrontContext } from '../context';
import { money } from '../money';
import { gidNumber, paginate, type PageArgs } from '../pagination';
import { andThen, isForSale, quantitiesOf } from '../stock';
import { absolute } from './type-of';
import type { ResolverMap } from './attach';

type SelectedOptionInput = { name: string; value: string };
interface VariantSelection { selectedOptions?: SelectedOptionInput[] | null; ignoreUnknownOptions?: boolean; caseInsensitiveMatch?: boolean }

function memoOf(ctx: StorefrontContext): RequestMemo {
  return (ctx.memo ??= { owners: new Map(), images: new Map() });
}
function imagesOf(ctx: StorefrontContext, product: CatalogProduct): { list: CatalogImage[]; byId: Map<string, CatalogImage> } {
  const { images } = memoOf(ctx);
  let found = images.get(product);
  if (!found) {
    const list = product.images;
    const byId = new Map<string, CatalogImage>();
    for (const image of list) if (!byId.has(image.id)) byId.set(image.id, image);
    images.set(product, (found = { list, byId }));
  }
  return found;
}
const productOf = (ctx: StorefrontContext, variant: CatalogVariant): CatalogProduct | null =>
  memoOf(ctx).owners.get(variant) ?? ctx.catalog.variantById(variant.id)?.product ?? null;
const reversed = <T>(items: T[], reverse?: boolean | null): T[] => (reverse ? [...items].reverse() : items);

function availableVariants(ctx: StorefrontContext, product: CatalogProduct): CatalogVariant[] | Promise<CatalogVariant[]> {
  return andThen(quantitiesOf(ctx.stock, product.variants), (quantities) => product.variants.filter((_, i) => isForSale(quantities[i] ?? null)));
}

/** Variants matching a selection; null when an unknown option name is not allowed to be ignored. */
function matchingVariants(product: CatalogProduct, sel: VariantSelection): CatalogVariant[] | null {
  const eq = (a: string, b: string) => (sel.caseInsensitiveMatch ? a.toLowerCase() === b.toLowerCase() : a === b);
  const known = (sel.selectedOptions ?? []).filter((s) => product.options.some((o) => eq(o.name, s.name)));
  if (!sel.ignoreUnknownOptions && known.length !== (sel.selectedOptions ?? []).length) return null;
  return product.variants.filter((v) => known.every((s) => v.selectedOptions.some((o) => eq(o.name, s.name) && eq(o.value, s.value))));
}

/** Synchronous when the stock is at hand (the memory inventory), as for every card of a products page. */
function selectedOrFirstAvailable(ctx: StorefrontContext, product: CatalogProduct, sel: VariantSelection): CatalogVariant | null | Promise<CatalogVariant | null> {
  return andThen(availableVariants(ctx, product), (forSale) => {
    const available = new Set(forSale);
    const candidates = (sel.selectedOptions?.length ? matchingVariants(product, sel) : null) ?? [];
    const exact = candidates.length > 0 && (sel.selectedOptions?.length ?? 0) >= product.options.length ? candidates[0] : undefined;
    return exact ?? candidates.find((v) => available.has(v)) ?? product.variants.find((v) => available.has(v)) ?? product.variants[0] ?? null;
  });
}

// product id → collections holding it, built once per catalogue.
const collectionsByProduct = new WeakMap<Catalog, Map<string, CatalogCollection[]>>();
export function collectionsOf(catalog: Catalog, productId: string): CatalogCollection[] {
  let index = collectionsByProduct.get(catalog);
  if (!index) {
    index = new Map();
    for (const collection of catalog.collections) {
      for (const id of collection.productIds) {
        const list = index.get(id);
        if (list) list.push(collection);
        else index.set(id, [collection]);
      }
    }
    collectionsByProduct.set(catalog, index);
  }
  return index.get(productId) ?? [];
}

const range = (values: number[]) => ({ minVariantPrice: money(Math.min(...values)), maxVariantPrice: money(Math.max(...values)) });

export const productResolvers: ResolverMap = {
  Product: {
    description: (p: CatalogProduct, { truncateAt }: { truncateAt?: number | null }) => {
      if (!truncateAt || p.description.length <= truncateAt) return p.description;
      const cut = p.description.slice(0, Math.max(0, truncateAt - 3));
      return `${cut.replace(/\s+\S*$/, '') || cut}...`;
    },
    availableForSale: (p: CatalogProduct, _a, ctx) => andThen(availableVariants(ctx, p), (available) => available.length > 0),
    totalInventory: (p: CatalogProduct, _a, ctx) => andThen(quantitiesOf(ctx.stock, p.variants), (quantities) =>
      quantities.every((q) => q === null) ? null : quantities.reduce<number>((sum, q) => sum + Math.max(0, q ?? 0), 0)),
    featuredImage: (p: CatalogProduct, _a, ctx) => imagesOf(ctx, p).list[0] ?? null,
    images: (p: CatalogProduct, args: PageArgs & { reverse?: boolean }, ctx) => paginate(reversed(imagesOf(ctx, p).list, args.reverse), args, (i) => gidNumber(i.id)),
    variants: (p: CatalogProduct, args: PageArgs & { reverse?: boolean }, ctx) => {
      const { owners } = memoOf(ctx);
      for (const v of p.variants) owners.set(v, p);
      return paginate(reversed(p.variants, args.reverse), args, (v) => gidNumber(v.id));
    },
    variantsCount: (p: CatalogProduct) => ({ count: p.variants.length, precision: 'EXACT' }),
    options: (p: CatalogProduct, { first }: { first?: number | null }) =>
      (typeof first === 'number' ? p.options.slice(0, Math.max(0, first)) : p.options).map((option, index) => ({ option, index, product: p })),
    priceRange: (p: CatalogProduct) => range(p.variants.map((v) => v.priceCents)),
    compareAtPriceRange: (p: CatalogProduct) => range(p.variants.map((v) => v.compareAtPriceCents ?? 0)),
    publishedAt: (p: CatalogProduct) => p.createdAt,
    isGiftCard: () => false,
    requiresSellingPlan: () => false,
    onlineStoreUrl: () => null,
    trackingParameters: () => null,
    collections: (p: CatalogProduct, args: PageArgs & { reverse?: boolean }, ctx) =>
      paginate(reversed(collectionsOf(ctx.catalog, p.id), args.reverse), args, (c) => gidNumber(c.id)),
    selectedOrFirstAvailableVariant: (p: CatalogProduct, args: VariantSelection, ctx) => selectedOrFirstAvailable(ctx, p, args),
    variantBySelectedOptions: (p: CatalogProduct, args: VariantSelection) => {
      const found = matchingVariants(p, args);
      const complete = (args.selectedOptions ?? []).length > 0;
      return complete && found && found.length > 0 ? found[0] : null;
    },
    adjacentVariants: async (p: CatalogProduct, args: VariantSelection, ctx) => {
      const selected = await selectedOrFirstAvailable(ctx, p, args);
      if (!selected) return [];
      // Variants one option change away from the selected one: what an option picker links to.
      return p.variants.filter((v) => v !== selected
        && v.selectedOptions.filter((o, i) => o.value !== selected.selectedOptions[i]?.value).length === 1);
    },
  },
  ProductVariant: {
    price: (v: CatalogVariant) => money(v.priceCents),
    priceV2: (v: CatalogVariant) => money(v.priceCents),
    compareAtPrice: (v: CatalogVariant) => (v.compareAtPriceCents === null ? null : money(v.compareAtPriceCents)),
    compareAtPriceV2: (v: CatalogVariant) => (v.compareAtPriceCents === null ? null : money(v.compareAtPriceCents)),
    availableForSale: (v: CatalogVariant, _a, ctx) => {
      const now = ctx.stock.peek(v);
      return now === undefined ? ctx.stock.quantity(v).then(isForSale) : isForSale(now);
    },
    quantityAvailable: (v: CatalogVariant, _a, ctx) => {
      const now = ctx.stock.peek(v);
      return now === undefined ? ctx.stock.quantity(v) : now;
    },
    currentlyNotInStock: () => false,
    barcode: () => null,
    taxable: () => true,
    unitPrice: () => null,
    weight: () => null,
    weightUnit: () => 'POUNDS',
    sku: (v: CatalogVariant) => v.sku || null,
    image: (v: CatalogVariant, _a, ctx) => {
      const product = productOf(ctx, v);
      const imageId = v.imageId;
      return (product && imageId !== null && imagesOf(ctx, product).byId.get(imageId)) || null;
    },
    product: (v: CatalogVariant, _a, ctx) => productOf(ctx, v),
  },
  ProductOption: {
    id: ({ option }: { option: CatalogProduct['options'][number] }) => option.id,
    name: ({ option }: { option: CatalogProduct['options'][number] }) => option.name,
    values: ({ option }: { option: CatalogProduct['options'][number] }) => option.values,
    optionValues: ({ option, index, product }: { option: CatalogProduct['options'][number]; index: number; product: CatalogProduct }) =>
      option.values.map((name, k) => ({ name, option, index, product, id: `gid://shopify/ProductOptionValue/${Number(gidNumber(option.id)) * 100 + k + 1}` })),
  },
  ProductOptionValue: {
    swatch: () => null,
    firstSelectableVariant: async ({ name, index, product }: { name: string; index: number; product: CatalogProduct }, _a, ctx) => {
      const withValue = product.variants.filter((v) => v.selectedOptions[index]?.value === name);
      const available = new Set(await availableVariants(ctx, product));
      return withValue.find((v) => available.has(v)) ?? withValue[0] ?? null;
    },
  },
  Image: {
    url: (i: CatalogImage, _a, ctx) => absolute(ctx.origin, i.url),
    src: (i: CatalogImage, _a, ctx) => absolute(ctx.origin, i.url),
    originalSrc: (i: CatalogImage, _a, ctx) => absolute(ctx.origin, i.url),
    transformedSrc: (i: CatalogImage, _a, ctx) => absolute(ctx.origin, i.url),
    altText: (i: CatalogImage) => i.altText || null,
  },
};
