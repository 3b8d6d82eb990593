import type { CatalogProduct } from '../../catalog/types';
import type { StorefrontContext } from '../context';
import { invalidGlobalIdError } from '../errors';
import { checkPageArgs, extend } from '../pagination';
import { listProducts, productConnection, type ProductSort } from '../product-list';
import { productIndex, type EnumField } from '../search/product-index';
import type { ResolverMap } from './attach';
import { collectionConnection, listCollections } from './collection';
import { collectionsOf } from './product';
import type { PageArgs } from '../pagination';

const GID = /^gid:\/\/shopify\/[A-Za-z]+\/[^\s/]+$/;

/** A gid the client sent: malformed ones are a GraphQL error, unknown ones just find nothing. */
export function checkGid(id: string): string {
  if (!GID.test(id)) throw invalidGlobalIdError(id);
  return id;
}

type ByHandleOrId = { handle?: string | null; id?: string | null };

const RECOMMENDATIONS = 10;

export const queryResolvers: ResolverMap = {
  QueryRoot: {
    products: async (_root, args: PageArgs & { query?: string | null; sortKey?: ProductSort; reverse?: boolean }, ctx: StorefrontContext) => {
      checkPageArgs(args);
      const { list } = await listProducts(ctx, args);
      // Shopify returns facets only for collections and search.
      return extend(productConnection(list, args), { filters: [] });
    },
    product: (_root, { handle, id }: ByHandleOrId, ctx: StorefrontContext) => {
      if (id) return ctx.catalog.productById(checkGid(id)) ?? null;
      return handle ? (ctx.catalog.productByHandle(handle) ?? null) : null;
    },
    productByHandle: (_root, { handle }: { handle: string }, ctx: StorefrontContext) => ctx.catalog.productByHandle(handle) ?? null,
    collections: (_root, args: PageArgs & { query?: string | null; sortKey?: string; reverse?: boolean }, ctx: StorefrontContext) => {
      checkPageArgs(args);
      return collectionConnection(listCollections(ctx, args), args);
    },
    collection: (_root, { handle, id }: ByHandleOrId, ctx: StorefrontContext) => {
      if (id) return ctx.catalog.collections.find((c) => c.id === checkGid(id)) ?? null;
      return handle ? (ctx.catalog.collections.find((c) => c.handle === handle) ?? null) : null;
    },
    collectionByHandle: (_root, { handle }: { handle: string }, ctx: StorefrontContext) =>
      ctx.catalog.collections.find((c) => c.handle === handle) ?? null,
    productRecommendations: (_root, { productId, productHandle, intent }: { productId?: string; productHandle?: string; intent?: string }, ctx: StorefrontContext) => {
      const product = productId ? ctx.catalog.productById(checkGid(productId)) : productHandle ? ctx.catalog.productByHandle(productHandle) : undefined;
      if (!product) return null;
      // RELATED: same product type first, then its category; COMPLEMENTARY: other categories, same vendor.
      // Walked lazily through the index: only the first ten are needed, of lists up to the whole catalogue.
      const index = productIndex(ctx.catalog);
      const collections = collectionsOf(ctx.catalog, product.id);
      const postings = (field: EnumField, value: string) => field.ords[field.values.indexOf(value)] ?? new Uint32Array(0);
      const { vendor, productType } = product;
      function* candidates(): Generator<CatalogProduct | undefined> {
        if (intent === 'COMPLEMENTARY') {
          for (const ord of postings(index.vendors, vendor)) {
            const candidate = index.products[ord]!;
            if (!collectionsOf(ctx.catalog, candidate.id).some((c) => collections.includes(c))) yield candidate;
          }
          return;
        }
        for (const ord of postings(index.types, productType)) yield index.products[ord];
        for (const id of collections[0]?.productIds ?? []) yield ctx.catalog.productById(id);
      }
      const picked = new Set<CatalogProduct>();
      for (const candidate of candidates()) {
        if (candidate && candidate.id !== product.id) picked.add(candidate);
        if (picked.size >= RECOMMENDATIONS) break;
      }
      return [...picked];
    },
  },
};
