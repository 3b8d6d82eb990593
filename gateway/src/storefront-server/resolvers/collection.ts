import type { CatalogCollection } from '../../catalog/types';
import type { StorefrontContext } from '../context';
import type { Facet } from '../facets';
import { filteredProducts, type ProductsArgs } from '../listing/filtered-products';
import { extend, gidNumber, paginate, type PageArgs } from '../pagination';
import { normalize } from '../search/matcher';
import { productIndex } from '../search/product-index';
import { parseSearchQuery, type SearchNode } from '../search/query-parser';
import type { ResolverMap } from './attach';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Collection search understands bare words and `title:`; other fields are ignored, as Shopify's unknown fields. */
function collectionMatches(collection: CatalogCollection, node: SearchNode | null): boolean {
  if (!node) return true;
  if (node.kind === 'and') return node.items.every((n) => collectionMatches(collection, n));
  if (node.kind === 'or') return node.items.some((n) => collectionMatches(collection, n));
  if (node.kind === 'not') return !collectionMatches(collection, node.item);
  if (node.field !== null && node.field !== 'title') return true;
  return normalize(collection.title).includes(normalize(node.value).trimEnd());
}

export function listCollections(ctx: StorefrontContext, args: { query?: string | null; sortKey?: string | null; reverse?: boolean | null }): CatalogCollection[] {
  const tree = parseSearchQuery(args.query);
  let items = ctx.catalog.collections.filter((c) => collectionMatches(c, tree));
  if (args.sortKey === 'TITLE') items = [...items].sort((a, b) => a.title.localeCompare(b.title));
  if (args.sortKey === 'UPDATED_AT') items = [...items].sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
  return args.reverse ? [...items].reverse() : items;
}

export function collectionConnection(items: CatalogCollection[], args: PageArgs) {
  return extend(paginate(items, args, (c) => gidNumber(c.id)), { totalCount: String(items.length) });
}

/** Facets computed only if the query reads them: a value, or the function that computes it. */
export type LazyFacets = Facet[] | (() => Promise<Facet[]>);
export const readFacets = (facets: LazyFacets) => (typeof facets === 'function' ? facets() : facets);

export const collectionResolvers: ResolverMap = {
  // Explicit, not left to the default resolver: compiled queries (graphql-jit) read properties, they do not call them.
  ProductConnection: {
    filters: (connection: { filters: LazyFacets }) => readFacets(connection.filters),
  },
  Collection: {
    descriptionHtml: (c: CatalogCollection) => (c.description ? `<p>${escapeHtml(c.description)}</p>` : ''),
    seo: (c: CatalogCollection) => ({ title: c.title, description: c.description || null }),
    onlineStoreUrl: () => null,
    trackingParameters: () => null,
    products: async (c: CatalogCollection, args: ProductsArgs, ctx: StorefrontContext) => {
      const sortKey = !args.sortKey || args.sortKey === 'COLLECTION_DEFAULT' || args.sortKey === 'MANUAL' ? null : args.sortKey;
      const page = await filteredProducts(ctx, { ...args, sortKey }, productIndex(ctx.catalog).collectionOrdinals(c));
      return extend(page.connection, { filters: page.facets });
    },
  },
};
