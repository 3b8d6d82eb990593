import { paths } from '@tjb/shop-contracts';
import { findCategory } from '@tjb/storefront/category-map';
import type { CategoryMenu } from './category-menus';

export interface Subtype {
  /** The `type` query value the catalogue filters on. */
  type: string;
  label: string;
}

/** Other category pages that belong under a menu: jackets also opens the leather jackets page. */
const RELATED: Readonly<Record<string, ReadonlyArray<{ label: string; href: string }>>> = {
  jackets: [{ label: 'All Leather Jackets', href: paths.category('leather-jackets') }],
};

/**
 * A menu's subtypes (spec 000 §2.2), read from the shop's one category map in its order, in the menu's
 * wording where the map gives one; a category without a menu has none.
 */
export function menuSubtypes(menu: CategoryMenu): Subtype[] {
  if (!menu.hasMenu) return [];
  return (findCategory(menu.category)?.subtypes ?? []).filter((t) => t.menu !== null).map((t) => ({ type: t.slug, label: t.menu ?? t.productType }));
}

/** Every link of one menu, in display order: the whole category first, then related pages, then subtypes. */
export function menuEntries(menu: CategoryMenu): Array<{ label: string; href: string }> {
  return [
    { label: `All ${menu.label}`, href: paths.category(menu.category) },
    ...(RELATED[menu.category] ?? []),
    ...menuSubtypes(menu).map((sub) => ({ label: sub.label, href: paths.category(menu.category, sub.type) })),
  ];
}
