import type { StorefrontContext } from '../context';
import { invalidGlobalIdError } from '../errors';
import { checkPageArgs } from '../pagination';
import { listProducts, productConnection, type ProductSort } from '../product-list';
import type { ResolverMap } from './attach';
import { collectionConnection, listCollections } from './collection';
import type { PageArgs } from '../pagination';

const GID = /^gid:\/\/shopify\/[A-Za-z]+\/[^\s/]+$/;

/** A gid the client sent: malformed ones are a GraphQL error, unknown ones just find nothing. */
export function checkGid(id: string): string {
  if (!GID.test(id)) throw invalidGlobalIdError(id);
  return id;
}

type ByHandleOrId = { handle?: string | null; id?: string | null };

export const queryResolvers: ResolverMap = {
  QueryRoot: {
    products: async (_root, args: PageArgs & { query?: string | null; sortKey?: ProductSort; reverse?: boolean }, ctx: StorefrontContext) => {
      checkPageArgs(args);
      const { items } = await listProducts(ctx, args);
      // Shopify returns facets only for collections and search.
      return { ...productConnection(items, args), filters: [] };
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
      const collections = ctx.catalog.collections.filter((c) => c.productIds.includes(product.id));
      const pool = intent === 'COMPLEMENTARY'
        ? ctx.catalog.products.filter((p) => p.vendor === product.vendor && !collections.some((c) => c.productIds.includes(p.id)))
        : [
            ...ctx.catalog.products.filter((p) => p.productType === product.productType),
            ...(collections[0]?.productIds ?? []).map((id) => ctx.catalog.productById(id)).filter((p) => p !== undefined),
          ];
      return [...new Set(pool)].filter((p) => p.id !== product.id).slice(0, 10);
    },
  },
};
