import { BUNDLE_CATEGORY_IDS, type BundleCategoryId } from '@tjb/forms';
import { buildCategoryQuery } from '@tjb/storefront';

export type { BundleCategoryId };

/** Where on a rider an item is worn or carried: the outfit preview draws one layer per zone. */
export type BodyZone = 'helmet' | 'torso' | 'legs' | 'feet' | 'luggage';

export interface BundleCategory {
  id: BundleCategoryId;
  name: string;
  description: string;
  zone: BodyZone;
  /** The catalogue category whose product types make up this one (and whose showcase card gives image and count). */
  catalogSlug: string;
  query: string;
}

const category = (id: BundleCategoryId, name: string, description: string, zone: BodyZone, catalogSlug: string): BundleCategory => ({
  id,
  name,
  description,
  zone,
  catalogSlug,
  query: buildCategoryQuery(catalogSlug) ?? '',
});

/** The seven Bundle Studio categories (spec 001 "Bundle Studio"): id, name, description, product query. */
export const BUNDLE_CATEGORIES: readonly BundleCategory[] = [
  category('jackets', 'Jackets', 'Leather and textile armour for the open road', 'torso', 'jackets'),
  category('helmets', 'Helmets', 'Full face to half shell, DOT certified', 'helmet', 'helmets'),
  category('vests', 'Vests', 'Leather, denim and club cuts', 'torso', 'vests'),
  category('shirts', 'Shirts', 'Flannels, tees and riding shirts', 'torso', 'shirts-flannels'),
  category('bottoms', 'Bottoms', 'Chaps, riding jeans and pants', 'legs', 'bottoms'),
  category('boots', 'Boots', 'Riding boots built to grip and last', 'feet', 'boots'),
  category('luggage', 'Luggage', 'Saddlebags, sissy bar bags and rolls', 'luggage', 'luggage'),
];

export const isBundleCategoryId = (value: unknown): value is BundleCategoryId =>
  typeof value === 'string' && (BUNDLE_CATEGORY_IDS as readonly string[]).includes(value);

export function bundleCategory(id: BundleCategoryId): BundleCategory {
  return BUNDLE_CATEGORIES.find((c) => c.id === id) as BundleCategory;
}
