import { ALL_DOCUMENTS } from '@tjb/storefront/documents';
import type { Catalog, CatalogCollection, CatalogProduct } from '../catalog/types';
import type { createGraphqlExecutor } from './graphql-handler';

type Execute = ReturnType<typeof createGraphqlExecutor>;
type Variables = (product: CatalogProduct, collection: CatalogCollection, round: number) => Record<string, unknown>;

const COLLECTION_SORTS = ['COLLECTION_DEFAULT', 'BEST_SELLING', 'PRICE', 'CREATED', 'TITLE'] as const;
const PRODUCT_SORTS = ['RELEVANCE', 'BEST_SELLING', 'PRICE', 'CREATED_AT', 'TITLE', 'VENDOR'] as const;
const pick = <T>(list: readonly T[], round: number): T => list[round % list.length]!;
const wordOf = (p: CatalogProduct): string => p.title.split(/\s+/).find((w) => /^[a-z]{3,}$/i.test(w)) ?? p.productType;
const dollars = (p: CatalogProduct): number => Math.ceil(Math.max(...p.variants.map((v) => v.priceCents)) / 100);

/** The listing filters a shopper sets (none, in stock, a price range, a colour or size), in turn. */
function listingFilters(p: CatalogProduct, round: number): Array<Record<string, unknown>> {
  const option = p.variants[0]?.selectedOptions.find((o) => o.name !== 'Title');
  switch (round % 4) {
    case 1: return [{ available: true }];
    case 2: return [{ price: { min: 0, max: dollars(p) } }, { available: true }];
    case 3: return option ? [{ variantOption: { name: option.name.toLowerCase(), value: option.value } }] : [];
    default: return [];
  }
}

/** Catalogue queries as the shop writes them: a category's types, narrowed by a word, stock or a price. */
function catalogueQuery(p: CatalogProduct, round: number): string {
  const type = `product_type:"${p.productType}"`;
  switch (round % 3) {
    case 1: return `${wordOf(p)} ${type} available_for_sale:true`;
    case 2: return `(${type} OR vendor:"${p.vendor}") AND variants.price:<=${dollars(p)}`;
    default: return type;
  }
}

/**
 * What the shop's pages ask for, with variables that vary the way shoppers vary them: a category
 * page under each sort and filter with its facets, a search, a catalogue query, a product page.
 */
export const WARM_UP_QUERIES: ReadonlyArray<{ operationName: string; variables: Variables }> = [
  {
    operationName: 'CollectionListing',
    variables: (p, c, r) => ({
      handle: c.handle, first: 24, filters: listingFilters(p, r), sortKey: pick(COLLECTION_SORTS, r), reverse: r % 2 === 1, withProducts: true, withExcerpt: r % 3 === 0,
    }),
  },
  {
    operationName: 'SearchListing',
    variables: (p, _c, r) => ({ query: wordOf(p), first: 24, filters: listingFilters(p, r + 1), sortKey: r % 2 === 0 ? 'RELEVANCE' : 'PRICE', reverse: false, withProducts: true, withExcerpt: false }),
  },
  {
    operationName: 'Products',
    variables: (p, _c, r) => ({ first: 24, query: catalogueQuery(p, r), sortKey: pick(PRODUCT_SORTS, r), reverse: r % 2 === 0 }),
  },
  { operationName: 'ProductByHandle', variables: (p) => ({ handle: p.handle }) },
];

/** Rounds of WARM_UP_QUERIES at start-up: the point where a products page stops getting cheaper. */
export const WARM_UP_ROUNDS = 20;

/**
 * Runs the shop's page queries before the server takes requests. A process's first hundred or so
 * queries run two to four times slower than later ones, whatever products they touch: the documents
 * are compiled on their second use and V8 optimises the compiled code and the resolvers only once
 * they have run a while. Shoppers after a start or a restart would pay for that; at 100k products
 * it is about a second of CPU here instead. Answers are not kept; the problems are returned (a
 * warm-up query that fails means one of the shop's own documents no longer runs), for the log.
 */
export async function warmQueryPaths(execute: Execute, catalog: Catalog, rounds = WARM_UP_ROUNDS): Promise<string[]> {
  const { products, collections } = catalog;
  const problems: string[] = [];
  if (products.length === 0 || collections.length === 0) return problems;
  for (let round = 0; round < rounds; round += 1) {
    // Products spread over the whole catalogue, so every part of the indexes is visited.
    const product = products[Math.floor(((round + 0.5) * products.length) / rounds)]!;
    const collection = collections[round % collections.length]!;
    for (const { operationName, variables } of WARM_UP_QUERIES) {
      const { status, body } = await execute({ query: ALL_DOCUMENTS[operationName], operationName, variables: variables(product, collection, round) }, 'http://127.0.0.1');
      const answer = JSON.parse(body) as { errors?: Array<{ message: string }> };
      if (status !== 200 || answer.errors) problems.push(`${operationName} answered ${status}: ${answer.errors?.[0]?.message ?? body.slice(0, 200)}`);
    }
  }
  return problems;
}
