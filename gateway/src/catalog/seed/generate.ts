import { MAIN_CATEGORIES, type CategoryDefinition, type Subtype } from '@tjb/storefront/category-map';
import { buildCatalog } from '../build-catalog';
import { collectionsFor } from '../collections';
import type { Catalog } from '../types';
import { generateProduct, SEED_EPOCH, wordsFor } from './generate-product';
import { createRandom } from './random';

export const DEFAULT_SEED = 20250115;
/** The spec's category counts summed (1163). */
export const DEFAULT_CATALOG_SIZE = MAIN_CATEGORIES.reduce((sum, c) => sum + (c.seedCount ?? 0), 0);
export const MAX_CATALOG_SIZE = 100_000;

/** Splits `size` over the main categories in the spec's proportions (largest remainder). */
export function categoryCounts(size: number): Map<CategoryDefinition, number> {
  const counts = new Map<CategoryDefinition, number>();
  const shares = MAIN_CATEGORIES.map((c) => {
    const exact = ((c.seedCount ?? 0) * size) / DEFAULT_CATALOG_SIZE;
    counts.set(c, Math.floor(exact));
    return { c, rest: exact - Math.floor(exact) };
  });
  let missing = size - [...counts.values()].reduce((a, b) => a + b, 0);
  for (const { c } of shares.sort((a, b) => b.rest - a.rest)) {
    if (missing <= 0) break;
    counts.set(c, (counts.get(c) ?? 0) + 1);
    missing -= 1;
  }
  return counts;
}

/**
 * Interleaves the categories so the first page of `products` shows every category, the way a
 * real shop's product list by id mixes what was added over time.
 */
function plan(size: number, seed: number): Array<{ category: CategoryDefinition; subtype: Subtype }> {
  const slots: Array<{ category: CategoryDefinition; k: number; at: number }> = [];
  for (const [category, count] of categoryCounts(size)) {
    for (let k = 0; k < count; k += 1) slots.push({ category, k, at: (k + 0.5) / count });
  }
  // Ties broken by slug in the collation order localeCompare gives, ranked once instead of per comparison.
  const slugRank = new Map([...MAIN_CATEGORIES].sort((a, b) => a.slug.localeCompare(b.slug)).map((c, i) => [c, i]));
  slots.sort((a, b) => a.at - b.at || slugRank.get(a.category)! - slugRank.get(b.category)!);
  const rng = createRandom(seed, 0);
  const weightsOf = new Map(MAIN_CATEGORIES.map((c) => {
    const weights = c.subtypes.map((s) => wordsFor(c, s).sub.weight ?? 1);
    return [c, { weights, total: weights.reduce((a, b) => a + b, 0) }];
  }));
  return slots.map(({ category, k }) => {
    // The first products of a category take each product type once, so every header subtype exists.
    if (k < category.subtypes.length) return { category, subtype: category.subtypes[k] as Subtype };
    const { weights, total } = weightsOf.get(category)!;
    let roll = rng.next() * total;
    let chosen = category.subtypes[0] as Subtype;
    for (let i = 0; i < weights.length; i += 1) {
      roll -= weights[i] as number;
      if (roll < 0) {
        chosen = category.subtypes[i] as Subtype;
        break;
      }
    }
    return { category, subtype: chosen };
  });
}

/** The deterministic demo catalogue: the same seed and size always give the same products. */
export function generateCatalog(opts: { size?: number; seed?: number } = {}): Catalog {
  const size = opts.size ?? DEFAULT_CATALOG_SIZE;
  if (!Number.isInteger(size) || size < 1 || size > MAX_CATALOG_SIZE) {
    throw new RangeError(`catalog size must be an integer from 1 to ${MAX_CATALOG_SIZE}, got ${String(opts.size)}`);
  }
  const seed = opts.seed ?? DEFAULT_SEED;
  const handles = new Map<string, number>();
  const claimHandle = (base: string): string => {
    const seen = handles.get(base) ?? 0;
    handles.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };
  const perType = new Map<string, number>();
  const products = plan(size, seed).map(({ category, subtype }, index) => {
    const ordinalInType = perType.get(subtype.slug) ?? 0;
    perType.set(subtype.slug, ordinalInType + 1);
    return generateProduct({ index, ordinalInType, category, subtype, rng: createRandom(seed, index + 1), claimHandle });
  });
  return buildCatalog(products, collectionsFor(products, new Date(SEED_EPOCH).toISOString()));
}
