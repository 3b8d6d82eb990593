import type { Catalog } from 'gateway/src/catalog/types';

const SORTS = ['PRICE', 'TITLE', 'BEST_SELLING', 'CREATED_AT', 'RELEVANCE'] as const;

/**
 * The scale step's query mix: 40 Products(first: 24) pages drawn from the catalogue itself, so every
 * search matches: a word of a product's title, its product type, a price ceiling above its dearest
 * variant and in-stock only, under five sort keys, reversed every other time.
 */
export function scaleQueries(catalog: Catalog): Array<Record<string, unknown>> {
  return Array.from({ length: 40 }, (_, i) => {
    const p = catalog.products[(i * 7919) % catalog.products.length]!;
    const word = (p.title.split(/\s+/).find((w) => /^[a-z]{4,}$/i.test(w)) ?? p.title.split(/\s+/)[0]!).toLowerCase();
    const cents = Math.max(...p.variants.map((v) => v.priceCents));
    const sortKey = SORTS[i % SORTS.length]!;
    return {
      first: 24,
      query: `${word} product_type:"${p.productType}" variants.price:<=${Math.ceil((cents * 1.5) / 100)} available_for_sale:true`,
      sortKey,
      reverse: i % 2 === 1,
    };
  });
}
