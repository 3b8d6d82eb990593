import { paths } from '@tjb/shop-contracts';

/**
 * A category of the header: its page, and whether it has a menu of subtypes. The subtypes themselves are
 * in category-menu-entries.ts, loaded with the first menu opened (the desktop list or the phone panel):
 * no page renders them before that, yet every page's first load carried them.
 */
export interface CategoryMenu {
  category: string;
  label: string;
  hasMenu: boolean;
}

/** The header's categories (spec 000 §2.2), in order. */
export const CATEGORY_MENUS: readonly CategoryMenu[] = [
  { category: 'helmets', label: 'Helmets', hasMenu: true },
  { category: 'jackets', label: 'Jackets', hasMenu: true },
  { category: 'vests', label: 'Vests', hasMenu: true },
  { category: 'shirts', label: 'Shirts', hasMenu: true },
  { category: 'bottoms', label: 'Bottoms', hasMenu: true },
  { category: 'boots', label: 'Boots', hasMenu: true },
  { category: 'luggage', label: 'Luggage', hasMenu: true },
  { category: 'bike-gear', label: 'Bike Gear', hasMenu: true },
  { category: 'accessories', label: 'Accessories', hasMenu: true },
  { category: 'whips', label: 'Whips', hasMenu: false },
];

/** The top-level links beside the category menus. */
export const PRIMARY_LINKS: ReadonlyArray<{ label: string; href: string; end?: boolean }> = [
  { label: 'Home', href: paths.home(), end: true },
  { label: 'Shop All', href: paths.products() },
  { label: 'Bundle Studio', href: paths.bundleStudio() },
  { label: 'Design Apparel', href: paths.designApparel() },
  { label: 'Style with TJ', href: paths.styleWithTj() },
];
