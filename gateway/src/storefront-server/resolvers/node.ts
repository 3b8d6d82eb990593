import { GraphQLError } from 'graphql';
import type { StorefrontContext } from '../context';
import type { ResolverMap } from './attach';
import { checkGid } from './query';
import { shopResolvers } from './shop';

/** `node(id:)` / `nodes(ids:)`: any kind the server holds; unknown ids give null, malformed ones an error. */
function findNode(id: string, ctx: StorefrontContext, info: unknown): unknown {
  const kind = /^gid:\/\/shopify\/([A-Za-z]+)\//.exec(checkGid(id))?.[1];
  switch (kind) {
    case 'Product': return ctx.catalog.productById(id) ?? null;
    case 'ProductVariant': return ctx.catalog.variantById(id)?.variant ?? null;
    case 'Collection': return ctx.catalog.collections.find((c) => c.id === id) ?? null;
    case 'Cart': return ctx.carts.get(id).then((cart) => cart ?? null);
    case 'Shop': {
      const shop = shopResolvers.QueryRoot?.shop?.(null, {}, ctx, info as never) as { id: string };
      return shop.id === id ? shop : null;
    }
    default: return null;
  }
}

export const nodeResolvers: ResolverMap = {
  QueryRoot: {
    node: (_root, { id }: { id: string }, ctx: StorefrontContext, info) => findNode(id, ctx, info),
    nodes: (_root, { ids }: { ids: string[] }, ctx: StorefrontContext, info) => {
      if (ids.length > 250) throw new GraphQLError('nodes accepts at most 250 ids', { extensions: { code: 'MAX_PAGE_SIZE_EXCEEDED' } });
      return ids.map((id) => findNode(id, ctx, info));
    },
  },
};
