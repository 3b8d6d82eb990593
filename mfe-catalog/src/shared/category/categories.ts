import { ALL_CATEGORIES, findCategory, MAIN_CATEGORIES, type CategoryDefinition, type Subtype } from '@tjb/storefront';

const main = (slug: string) => MAIN_CATEGORIES.find((c) => c.slug === slug)!;
const typesOf = (...slugs: string[]): Subtype[] => slugs.flatMap((slug) => main(slug).subtypes);
const pickTypes = (...slugs: string[]): Subtype[] =>
  ALL_CATEGORIES.flatMap((c) => c.subtypes).filter((s, i, all) => slugs.includes(s.slug) && all.findIndex((x) => x.slug === s.slug) === i);

/**
 * The footer links /shop/bike-parts, /shop/rider-gear and /shop/lifestyle (spec 000 §2.3), which the
 * category map does not know. Until it does (candidates for @tjb/storefront's category-map), they are
 * views over its product types here.
 */
const FOOTER_VIEWS: readonly CategoryDefinition[] = [
  { ...main('bike-gear'), slug: 'bike-parts', aliases: [] },
  {
    slug: 'rider-gear', name: 'Rider Gear', tagline: 'Armor up for every mile', description: 'Helmets, jackets, gloves, armor and rain gear.',
    aliases: [], styles: [], subpages: [],
    subtypes: [...typesOf('helmets', 'jackets'), ...pickTypes('safety-gloves', 'body-armor', 'rain-suits')],
  },
  {
    slug: 'lifestyle', name: 'Lifestyle', tagline: 'The road, off the bike', description: 'Shirts, flannels, headwear, jewelry and patches.',
    aliases: [], styles: [], subpages: [],
    subtypes: [...typesOf('shirts-flannels'), ...pickTypes('hats', 'bandanas', 'rings', 'bracelets', 'necklaces-chokers', 'patches', 'flags')],
  },
];

/** A category by slug or alias, including the footer's views; undefined for an unknown slug. */
export function resolveCategory(slug: string | undefined): CategoryDefinition | undefined {
  if (!slug) return undefined;
  const key = slug.trim().toLowerCase();
  return findCategory(key) ?? FOOTER_VIEWS.find((c) => c.slug === key);
}

const quote = (value: string) => `"${value.replace(/["\\]/g, '')}"`;

/** The Storefront query of a category: its product types OR-ed (as @tjb/storefront's buildCategoryQuery). */
export function categoryQuery(category: CategoryDefinition): string {
  return category.subtypes.map((s) => `product_type:${quote(s.productType)}`).join(' OR ');
}

/** Spec 000 §2.5: the six cards of the shop-all-categories page and the home grid. */
export const SHOP_ALL_SLUGS = ['helmets', 'jackets', 'vests', 'bottoms', 'shirts-flannels', 'boots'] as const;

/** The same six categories, as the category map defines them (the shop's most shopped ones). */
export const SHOP_ALL_CATEGORIES: readonly CategoryDefinition[] = SHOP_ALL_SLUGS.map((slug) => MAIN_CATEGORIES.find((c) => c.slug === slug)!);
