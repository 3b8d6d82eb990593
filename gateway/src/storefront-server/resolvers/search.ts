import { GraphQLError } from 'graphql';
import type { StorefrontContext } from '../context';
import { checkPageArgs, extend, paginate, type PageArgs } from '../pagination';
import { listProducts, productConnection, ProductList } from '../product-list';
import { normalize } from '../search/matcher';
import { productIndex } from '../search/product-index';
import { matchText } from '../search/text-terms';
import { FIELD } from '../search/tokens';
import type { ResolverMap } from './attach';
import { filteredProducts, type ProductsArgs } from '../listing/filtered-products';
import { listCollections, readFacets, type LazyFacets } from './collection';

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

async function orderByStock(ctx: StorefrontContext, list: ProductList, mode: SearchArgs['unavailableProducts']): Promise<ProductList> {
  if (!mode || mode === 'SHOW') return list;
  const flags = await ctx.stock.availableOrdinals();
  const available = list.ords.filter((ord) => flags[ord] === 1);
  if (mode === 'HIDE') return new ProductList(list.index, available);
  const ords = new Uint32Array(list.length);
  ords.set(available);
  ords.set(list.ords.filter((ord) => flags[ord] !== 1), available.length);
  return new ProductList(list.index, ords);
}

export const searchResolvers: ResolverMap = {
  SearchResultItemConnection: {
    productFilters: (connection: { productFilters: LazyFacets }) => readFacets(connection.productFilters),
  },
  QueryRoot: {
    search: async (_root, args: SearchArgs, ctx: StorefrontContext) => {
      checkPageArgs(args);
      if (args.types && !args.types.includes('PRODUCT')) {
        return extend(paginate([], args, () => 0), { productFilters: [], totalCount: 0 });
      }
      const page = await filteredProducts(ctx, { ...args, filters: args.productFilters, sortKey: args.sortKey ?? 'RELEVANCE' });
      const list = await orderByStock(ctx, page.list, args.unavailableProducts);
      const connection = list === page.list ? page.connection : productConnection(list, args);
      return extend(connection, { productFilters: page.facets, totalCount: list.length });
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
        ? (await orderByStock(ctx, (await listProducts(ctx, { query, sortKey: 'RELEVANCE' })).list, args.unavailableProducts)).slice(0, limit)
        : [];
      const collections = wants('COLLECTION') ? listCollections(ctx, { query }).slice(0, limit) : [];
      const needle = normalize(text).trim();
      const suggestions = new Set<string>();
      if (wants('QUERY')) {
        // Only products whose title or type has the words can suggest them; the index names those.
        const index = productIndex(ctx.catalog);
        const match = matchText(index, text, FIELD.title | FIELD.type);
        const candidates = match === 'all' ? index.products : Array.from(match.ords, (ord) => index.products[ord]!);
        for (const p of candidates) {
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
      return stringConnection([...productIndex(ctx.catalog).tags.values].sort(), args);
    },
    productTypes: (_root, args: { first: number }, ctx: StorefrontContext) => {
      checkPageArgs(args);
      return stringConnection(productIndex(ctx.catalog).types.values.filter(Boolean).sort(), args);
    },
  },
};
