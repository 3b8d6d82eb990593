import type { Catalog, CatalogCollection, CatalogImage, CatalogProduct, CatalogVariant } from '../../catalog/types';
import type { StorefrontContext } from '../context';
import { money } from '../money';
import { gidNumber, paginate, type PageArgs } from '../pagination';
import { isForSale } from '../stock';
import { absolute } from './type-of';
import type { ResolverMap } from './attach';

type SelectedOptionInput = { name: string; value: string };
interface VariantSelection { selectedOptions?: SelectedOptionInput[] | null; ignoreUnknownOptions?: boolean; caseInsensitiveMatch?: boolean }

const productOf = (ctx: StorefrontContext, variant: CatalogVariant): CatalogProduct | null => ctx.catalog.variantById(variant.id)?.product ?? null;
const reversed = <T>(items: T[], reverse?: boolean | null): T[] => (reverse ? [...items].reverse() : items);

async function availableVariants(ctx: StorefrontContext, product: CatalogProduct): Promise<CatalogVariant[]> {
  const quantities = await Promise.all(product.variants.map((v) => ctx.stock.quantity(v)));
  return product.variants.filter((_, i) => isForSale(quantities[i] ?? null));
}

/** Variants matching a selection; null when an unknown option name is not allowed to be ignored. */
function matchingVariants(product: CatalogProduct, sel: VariantSelection): CatalogVariant[] | null {
  const eq = (a: string, b: string) => (sel.caseInsensitiveMatch ? a.toLowerCase() === b.toLowerCase() : a === b);
  const known = (sel.selectedOptions ?? []).filter((s) => product.options.some((o) => eq(o.name, s.name)));
  if (!sel.ignoreUnknownOptions && known.length !== (sel.selectedOptions ?? []).length) return null;
  return product.variants.filter((v) => known.every((s) => v.selectedOptions.some((o) => eq(o.name, s.name) && eq(o.value, s.value))));
}

async function selectedOrFirstAvailable(ctx: StorefrontContext, product: CatalogProduct, sel: VariantSelection): Promise<CatalogVariant | null> {
  const available = new Set(await availableVariants(ctx, product));
  const candidates = (sel.selectedOptions?.length ? matchingVariants(product, sel) : null) ?? [];
  const exact = candidates.length > 0 && (sel.selectedOptions?.length ?? 0) >= product.options.length ? candidates[0] : undefined;
  return exact ?? candidates.find((v) => available.has(v)) ?? product.variants.find((v) => available.has(v)) ?? product.variants[0] ?? null;
}

// product id → collections holding it, built once per catalogue.
const collectionsByProduct = new WeakMap<Catalog, Map<string, CatalogCollection[]>>();
function collectionsOf(catalog: Catalog, productId: string): CatalogCollection[] {
  let index = collectionsByProduct.get(catalog);
  if (!index) {
    index = new Map();
    for (const collection of catalog.collections) {
      for (const id of collection.productIds) index.set(id, [...(index.get(id) ?? []), collection]);
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
    availableForSale: async (p: CatalogProduct, _a, ctx) => (await availableVariants(ctx, p)).length > 0,
    totalInventory: async (p: CatalogProduct, _a, ctx) => {
      const quantities = await Promise.all(p.variants.map((v) => ctx.stock.quantity(v)));
      return quantities.every((q) => q === null) ? null : quantities.reduce<number>((sum, q) => sum + Math.max(0, q ?? 0), 0);
    },
    featuredImage: (p: CatalogProduct) => p.images[0] ?? null,
    images: (p: CatalogProduct, args: PageArgs & { reverse?: boolean }) => paginate(reversed(p.images, args.reverse), args, (i) => gidNumber(i.id)),
    variants: (p: CatalogProduct, args: PageArgs & { reverse?: boolean }) => paginate(reversed(p.variants, args.reverse), args, (v) => gidNumber(v.id)),
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
    availableForSale: async (v: CatalogVariant, _a, ctx) => isForSale(await ctx.stock.quantity(v)),
    quantityAvailable: (v: CatalogVariant, _a, ctx) => ctx.stock.quantity(v),
    currentlyNotInStock: () => false,
    barcode: () => null,
    taxable: () => true,
    unitPrice: () => null,
    weight: () => null,
    weightUnit: () => 'POUNDS',
    sku: (v: CatalogVariant) => v.sku || null,
    image: (v: CatalogVariant, _a, ctx) => productOf(ctx, v)?.images.find((i) => i.id === v.imageId) ?? null,
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
