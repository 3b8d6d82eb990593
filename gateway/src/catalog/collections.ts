import { ALL_CATEGORIES } from '@tjb/storefront/category-map';
import type { CatalogCollection, CatalogProduct } from './types';

/**
 * One collection per category of the shared category map (handle = category slug), plus the
 * merchandising lists the home page and footer link to, and `all`. Used for seeded and imported catalogues.
 */
export function collectionsFor(products: readonly CatalogProduct[], updatedAt: string): CatalogCollection[] {
  // One pass over the products, not one per category and tag: this runs over 100k products at start-up.
  const categoryOfType = new Map<string, number[]>();
  ALL_CATEGORIES.forEach((c, i) => {
    for (const s of c.subtypes) {
      const key = s.productType.toLowerCase();
      categoryOfType.set(key, [...new Set([...(categoryOfType.get(key) ?? []), i])]);
    }
  });
  const byCategory: CatalogProduct[][] = ALL_CATEGORIES.map(() => []);
  const TAGS = ['featured', 'new', 'bestseller', 'sale'] as const;
  const byTag: CatalogProduct[][] = TAGS.map(() => []);
  const lowered = new Map<string, string>();
  for (const p of products) {
    let type = lowered.get(p.productType);
    if (type === undefined) lowered.set(p.productType, (type = p.productType.toLowerCase()));
    for (const i of categoryOfType.get(type) ?? []) byCategory[i]!.push(p);
    TAGS.forEach((tag, i) => {
      if (p.tags.includes(tag)) byTag[i]!.push(p);
    });
  }
  const lists: Array<{ handle: string; title: string; description: string; products: CatalogProduct[] }> = ALL_CATEGORIES.map((c, i) => (
    { handle: c.slug, title: c.name, description: c.description, products: byCategory[i]! }
  ));
  lists.push(
    { handle: 'featured', title: 'Featured', description: "TJ's picks for the season.", products: byTag[0]! },
    { handle: 'new-arrivals', title: 'New Arrivals', description: 'Fresh gear, just landed.', products: byTag[1]! },
    { handle: 'bestsellers', title: 'Best Sellers', description: 'What riders buy most.', products: byTag[2]! },
    { handle: 'sale', title: 'Sale', description: 'Marked down, still built to ride.', products: byTag[3]! },
    // Every product: the listings without a category (search-less /shop, sale, the catalogue's footer
    // views) filter this one, as a real store's automated "all" collection (docs/spec-deviations.md).
    { handle: 'all', title: 'All Products', description: 'Everything we carry.', products: [...products] },
  );
  return lists.map((list, i) => {
    const cover = list.products.find((p) => p.images.length > 0)?.images[0];
    return {
      id: `gid://shopify/Collection/${501 + i}`,
      handle: list.handle,
      title: list.title,
      description: list.description,
      productIds: list.products.map((p) => p.id),
      // Fields copied one by one: generated images derive url from getters, which a spread would drop.
      image: cover ? { id: `gid://shopify/CollectionImage/${501 + i}`, url: cover.url, altText: list.title, width: cover.width, height: cover.height } : null,
      updatedAt,
    };
  });
}
