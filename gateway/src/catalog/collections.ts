import { ALL_CATEGORIES } from '@tjb/storefront/category-map';
import type { CatalogCollection, CatalogProduct } from './types';

/**
 * One collection per category of the shared category map (handle = category slug), plus the
 * merchandising lists the home page and footer link to. Used for seeded and imported catalogues.
 */
export function collectionsFor(products: readonly CatalogProduct[], updatedAt: string): CatalogCollection[] {
  const lists: Array<{ handle: string; title: string; description: string; ids: string[] }> = ALL_CATEGORIES.map((c) => {
    const types = new Set(c.subtypes.map((s) => s.productType.toLowerCase()));
    return { handle: c.slug, title: c.name, description: c.description, ids: products.filter((p) => types.has(p.productType.toLowerCase())).map((p) => p.id) };
  });
  const tagged = (tag: string) => products.filter((p) => p.tags.includes(tag)).map((p) => p.id);
  lists.push(
    { handle: 'featured', title: 'Featured', description: "TJ's picks for the season.", ids: tagged('featured') },
    { handle: 'new-arrivals', title: 'New Arrivals', description: 'Fresh gear, just landed.', ids: tagged('new') },
    { handle: 'bestsellers', title: 'Best Sellers', description: 'What riders buy most.', ids: tagged('bestseller') },
    { handle: 'sale', title: 'Sale', description: 'Marked down, still built to ride.', ids: tagged('sale') },
  );
  const byId = new Map(products.map((p) => [p.id, p]));
  return lists.map((list, i) => {
    const cover = list.ids.map((id) => byId.get(id)).find((p) => p && p.images.length > 0)?.images[0];
    return {
      id: `gid://shopify/Collection/${501 + i}`,
      handle: list.handle,
      title: list.title,
      description: list.description,
      productIds: list.ids,
      // Fields copied one by one: generated images derive url from getters, which a spread would drop.
      image: cover ? { id: `gid://shopify/CollectionImage/${501 + i}`, url: cover.url, altText: list.title, width: cover.width, height: cover.height } : null,
      updatedAt,
    };
  });
}

