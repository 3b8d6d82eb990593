import { paths } from '@tjb/mf-config';

export interface Subtype {
  /** The `type` query value the catalogue filters on. */
  type: string;
  label: string;
}

export interface CategoryMenu {
  category: string;
  label: string;
  subtypes: readonly Subtype[];
  /** Other category pages that belong under this menu (jackets also opens /category/leather-jackets). */
  related?: ReadonlyArray<{ label: string; href: string }>;
}

const s = (type: string, label: string): Subtype => ({ type, label });

/** The header's category menus (spec 000 §2.2): each category page and every subtype it filters by. */
export const CATEGORY_MENUS: readonly CategoryMenu[] = [
  {
    category: 'helmets',
    label: 'Helmets',
    subtypes: [
      s('helmets', 'Motorcycle Helmets'),
      s('helmet-accessories', 'Helmet Accessories'),
      s('goggles', 'Goggles'),
      s('sunglasses', 'Sunglasses'),
      s('photochromatic-glasses', 'Photochromatic Glasses'),
    ],
  },
  {
    category: 'jackets',
    label: 'Jackets',
    subtypes: [
      s('mens-leather-jackets', "Men's Leather Jackets"),
      s('mens-textile-jackets', "Men's Textile Jackets"),
      s('mens-jackets', "Men's Jackets"),
      s('womens-leather-jackets', "Women's Leather Jackets"),
      s('womens-textile-jackets', "Women's Textile Jackets"),
    ],
    related: [{ label: 'All Leather Jackets', href: paths.category('leather-jackets') }],
  },
  {
    category: 'vests',
    label: 'Vests',
    subtypes: [
      s('mens-leather-vests', "Men's Leather Vests"),
      s('mens-denim-vests', "Men's Denim Vests"),
      s('mens-textile-vests', "Men's Textile Vests"),
      s('womens-leather-vests', "Women's Leather Vests"),
      s('womens-denim-vests', "Women's Denim Vests"),
      s('womens-textile-vests', "Women's Textile Vests"),
    ],
  },
  {
    category: 'shirts',
    label: 'Shirts',
    subtypes: [
      s('mens-shirts', "Men's Shirts"),
      s('mens-denim-shirt', "Men's Denim Shirts"),
      s('womens-shirts', "Women's Shirts"),
      s('womens-shirts-tops', "Women's Shirts & Tops"),
      s('flannel', 'Flannels'),
      s('shirts-tops', 'Shirts & Tops'),
    ],
  },
  {
    category: 'bottoms',
    label: 'Bottoms',
    subtypes: [s('chaps-pants', 'Chaps & Pants'), s('chaps', 'Chaps'), s('unisex-chaps-pants', 'Unisex Chaps & Pants')],
  },
  {
    category: 'boots',
    label: 'Boots',
    subtypes: [
      s('mens-footwear', "Men's Footwear"),
      s('womens-footwear', "Women's Footwear"),
      s('biker-boot-straps', 'Biker Boot Straps'),
      s('boot-clips', 'Boot Clips'),
    ],
  },
  {
    category: 'luggage',
    label: 'Luggage',
    subtypes: [
      s('saddle-bags', 'Saddlebags'),
      s('swingarm-bags', 'Swingarm Bags'),
      s('sissy-bar-bags', 'Sissy Bar Bags'),
      s('tool-bags', 'Tool Bags'),
      s('windshield-bags', 'Windshield Bags'),
      s('sling-thigh-bags', 'Sling & Thigh Bags'),
      s('magnetic-tank-bags', 'Magnetic Tank Bags'),
      s('luggage', 'Travel Luggage'),
    ],
  },
  {
    category: 'bike-gear',
    label: 'Bike Gear',
    subtypes: [
      s('body-armor', 'Body Armor'),
      s('rain-suits', 'Rain Suits'),
      s('safety-gloves', 'Safety Gloves'),
      s('motorcycle-mounts', 'Motorcycle Mounts'),
      s('bike-covers', 'Bike Covers'),
      s('crampbuster', 'Crampbuster'),
      s('rubber-shift-sock', 'Rubber Shift Socks'),
      s('lever-cover', 'Lever Covers'),
      s('v-twin-skin', 'V-Twin Skins'),
      s('leather-skin', 'Leather Skins'),
    ],
  },
  {
    category: 'accessories',
    label: 'Accessories',
    subtypes: [
      s('patches', 'Patches'),
      s('guardian-bells', 'Guardian Bells'),
      s('bravo-bells', 'Bravo Bells'),
      s('eagle-novelty', 'Eagle Novelties'),
      s('german-novelty', 'German Novelties'),
      s('rings', 'Rings'),
      s('bracelets', 'Bracelets'),
      s('necklaces-chokers', 'Necklaces & Chokers'),
      s('wallet-chains-key-leashes', 'Wallet Chains & Key Leashes'),
      s('jewelry', 'Jewelry'),
      s('vest-extenders', 'Vest Extenders'),
      s('zipper-pulls', 'Zipper Pulls'),
      s('laces', 'Laces'),
      s('spikes-beads', 'Spikes & Beads'),
      s('whips', 'Whips'),
      s('flags', 'Flags'),
      s('headwraps', 'Headwraps'),
      s('bandanas', 'Bandanas'),
      s('hats', 'Hats'),
      s('headbands', 'Headbands'),
      s('hairtubes', 'Hair Tubes'),
      s('full-face-masks', 'Full Face Masks'),
      s('half-face-masks', 'Half Face Masks'),
      s('neck-gaiters', 'Neck Gaiters'),
      s('cooldanna', 'Cooldannas'),
      s('zanheadgear', 'Zan Headgear'),
      s('kids-leather', "Kids' Leather"),
      s('biker-accessories', 'Biker Accessories'),
      s('mobile-phone-cases', 'Phone Cases'),
      s('miscellaneous', 'Miscellaneous'),
    ],
  },
  { category: 'whips', label: 'Whips', subtypes: [] },
];

/** The top-level links beside the category menus. */
export const PRIMARY_LINKS: ReadonlyArray<{ label: string; href: string; end?: boolean }> = [
  { label: 'Home', href: paths.home(), end: true },
  { label: 'Shop All', href: paths.products() },
  { label: 'Bundle Studio', href: paths.bundleStudio() },
  { label: 'Design Apparel', href: paths.designApparel() },
  { label: 'Style with TJ', href: paths.styleWithTj() },
];

/** Every link of one menu, in display order: the whole category first, then related pages, then subtypes. */
export function menuEntries(menu: CategoryMenu): Array<{ label: string; href: string }> {
  return [
    { label: `All ${menu.label}`, href: paths.category(menu.category) },
    ...(menu.related ?? []),
    ...menu.subtypes.map((sub) => ({ label: sub.label, href: paths.category(menu.category, sub.type) })),
  ];
}
