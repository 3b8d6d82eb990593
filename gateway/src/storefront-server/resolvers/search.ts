import { GraphQLError } from 'graphql';
import type { CatalogProduct } from '../../catalog/types';
import type { StorefrontContext } from '../context';
import { checkPageArgs, paginate, type PageArgs } from '../pagination';
import { listProducts, productConnection } from '../product-list';
import { normalize } from '../search/matcher';
import type { ResolverMap } from './attach';
import { filteredProducts, listCollections, type ProductsArgs } from './collection';

interface SearchArgs extends ProductsArgs {
  query: string;
  productFilters?: ProductsArgs['filters'];
  types?: string[] | null;
  unavailableProducts?: 'SHOW' | 'HIDE' | 'LAST' | null;
}

const PREDICTIVE_MAX = 10;

function stringConnection(values: string[], args: PageArgs) {
  return paginate(values, args, (v) => v);
}

/** `<mark>`s the part of a suggestion that matched, the way Shopify styles query suggestions. */
function styled(text: string, query: string): string {
  const at = text.toLowerCase().indexOf(query.toLowerCase());
  return at < 0 ? text : `${text.slice(0, at)}<mark>${text.slice(at, at + query.length)}</mark>${text.slice(at + query.length)}`;
}

async function orderByStock(ctx: StorefrontContext, items: CatalogProduct[], mode: SearchArgs['unavailableProducts']): Promise<CatalogProduct[]> {
  if (!mode || mode === 'SHOW') return items;
  const isAvailable = await ctx.stock.availability();
  const available = items.filter(isAvailable);
  return mode === 'HIDE' ? available : [...available, ...items.filter((p) => !isAvailable(p))];
}

export const searchResolvers: ResolverMap = {
  QueryRoot: {
    search: async (_root, args: SearchArgs, ctx: StorefrontContext) => {
      checkPageArgs(args);
      if (args.types && !args.types.includes('PRODUCT')) {
        return { ...paginate([], args, () => 0), productFilters: [], totalCount: 0 };
      }
      const page = await filteredProducts(ctx, { ...args, filters: args.productFilters, sortKey: args.sortKey ?? 'RELEVANCE' });
      const items = await orderByStock(ctx, page.items, args.unavailableProducts);
      const connection = items === page.items ? page.connection : productConnection(items, args);
      return { ...connection, productFilters: page.facets, totalCount: items.length };
    },
    predictiveSearch: async (_root, args: { query: string; limit?: number | null; types?: string[] | null; unavailableProducts?: SearchArgs['unavailableProducts'] }, ctx: StorefrontContext) => {
      const limit = args.limit ?? PREDICTIVE_MAX;
      if (limit < 1 || limit > PREDICTIVE_MAX) {
        throw new GraphQLError(`limit must be between 1 and ${PREDICTIVE_MAX}`, { extensions: { code: 'INVALID_LIMIT' } });
      }
      const wants = (type: string) => !args.types || args.types.includes(type);
      const text = args.query.trim();
      if (!text) return { products: [], collections: [], queries: [], pages: [], articles: [] };
      // As-you-type: the last word is a prefix.
      const query = /[*")\s]$/.test(text) ? text : `${text}*`;
      const products = wants('PRODUCT')
        ? (await orderByStock(ctx, (await listProducts(ctx, { query, sortKey: 'RELEVANCE' })).items, args.unavailableProducts)).slice(0, limit)
        : [];
      const collections = wants('COLLECTION') ? listCollections(ctx, { query }).slice(0, limit) : [];
      const needle = normalize(text).trim();
      const suggestions = new Set<string>();
      if (wants('QUERY')) {
        for (const p of ctx.catalog.products) {
          if (suggestions.size >= limit) break;
          for (const candidate of [p.productType, p.title]) {
            if (candidate && normalize(candidate).includes(` ${needle}`)) suggestions.add(candidate.toLowerCase());
          }
        }
      }
      return {
        products,
        collections,
        queries: [...suggestions].slice(0, limit).map((s) => ({ text: s, styledText: styled(s, text), trackingParameters: null })),
        pages: [],
        articles: [],
      };
    },
    productTags: (_root, args: { first: number }, ctx: StorefrontContext) => {
      checkPageArgs(args);
      return stringConnection([...new Set(ctx.catalog.products.flatMap((p) => p.tags))].sort(), args);
    },
    productTypes: (_root, args: { first: number }, ctx: StorefrontContext) => {
      checkPageArgs(args);
      return stringConnection([...new Set(ctx.catalog.products.map((p) => p.productType).filter(Boolean))].sort(), args);
    },
  },
};
