import type { StorefrontContext } from '../context';
import { usesAvailability, type Facet, type ProductFilterInput } from '../facets';
import { checkPageArgs, type PageArgs } from '../pagination';
import { listProducts, productConnection, ProductList, type ProductSort } from '../product-list';
import { needsAvailability } from '../search/matcher';
import type { Ordinals } from '../search/postings';
import { productIndex } from '../search/product-index';
import { parseSearchQuery } from '../search/query-parser';
import { facetIndex } from './facet-index';
import { ListingAnswer, listingMemo } from './listing-memo';
import { passing, sieve } from './sieve';

export interface ProductsArgs extends PageArgs {
  filters?: ProductFilterInput[] | null;
  sortKey?: ProductSort | null;
  reverse?: boolean | null;
}

/**
 * A page of products with facets: used by collection products and search. The listing is filtered
 * and sorted once and kept (see ListingMemo): the next page, or the cursor walk to page N, only slices it.
 */
export async function filteredProducts(
  ctx: StorefrontContext,
  args: ProductsArgs & { query?: string | null },
  scope?: Ordinals,
) {
  checkPageArgs(args);
  const index = productIndex(ctx.catalog);
  const memo = listingMemo(index);
  // Stock is read only when the answer depends on it; the facets read it when asked for.
  const stockBound = usesAvailability(args.filters) || needsAvailability(parseSearchQuery(args.query));
  const flags = stockBound ? await ctx.stock.availableOrdinals() : null;
  const key = memo.keyOf({ scope, query: args.query, sortKey: args.sortKey, reverse: args.reverse, filters: args.filters });
  let answer = memo.get(key, flags);
  if (!answer) {
    const base = await listProducts(ctx, { query: args.query, sortKey: args.sortKey, reverse: args.reverse, scope });
    const fi = facetIndex(index);
    const sieved = sieve(fi, index, base.list.ords, args.filters, flags);
    answer = new ListingAnswer(fi, sieved, passing(sieved), flags);
    memo.set(key, answer);
  }
  const kept = answer;
  const list = new ProductList(index, kept.list);
  return {
    list,
    connection: productConnection(list, args),
    // Facets only when asked for: they need the stock of every product of the list.
    facets: async (): Promise<Facet[]> => memo.facets(kept, await ctx.stock.availableOrdinals()),
  };
}
