import { paths } from '@tjb/shop-contracts';
import type { CategoryMenu } from './category-menus';

export interface Subtype {
  /** The `type` query value the catalogue filters on. */
  type: string;
  label: string;
}

const s = (type: string, label: string): Subtype => ({ type, label });

/**
 * Each category menu's subtypes (spec 000 §2.2) and the other category pages that belong under it
 * (jackets also opens the leather jackets page). Categories without a menu are not listed.
 */
export const MENU_SUBTYPES: Readonly<Record<string, { subtypes: readonly Subtype[]; related?: ReadonlyArray<{ label: string; href: string }> }>> = {
  helmets: {
    subtypes: [
      s('helmets', 'Motorcycle Helmets'),
      s('helmet-accessories', 'Helmet Accessories'),
      s('goggles', 'Goggles'),
      s('sunglasses', 'Sunglasses'),
      s('photochromatic-glasses', 'Photochromatic Glasses'),
    ],
  },
  jackets: {
    subtypes: [
      s('mens-leather-jackets', "Men's Leather Jackets"),
      s('mens-textile-jackets', "Men's Textile Jackets"),
      s('mens-jackets', "Men's Jackets"),
      s('womens-leather-jackets', "Women's Leather Jackets"),
      s('womens-textile-jackets', "Women's Textile Jackets"),
    ],
    related: [{ label: 'All Leather Jackets', href: paths.category('leather-jackets') }],
  },
  vests: {
    subtypes: [
      s('mens-leather-vests', "Men's Leather Vests"),
      s('mens-denim-vests', "Men's Denim Vests"),
      s('mens-textile-vests', "Men's Textile Vests"),
      s('womens-leather-vests', "Women's Leather Vests"),
      s('womens-denim-vests', "Women's Denim Vests"),
      s('womens-textile-vests', "Women's Textile Vests"),
    ],
  },
  shirts: {
    subtypes: [
      s('mens-shirts', "Men's Shirts"),
      s('mens-denim-shirt', "Men's Denim Shirts"),
      s('womens-shirts', "Women's Shirts"),
      s('womens-shirts-tops', "Women's Shirts & Tops"),
      s('flannel', 'Flannels'),
      s('shirts-tops', 'Shirts & Tops'),
    ],
  },
  bottoms: {
    subtypes: [s('chaps-pants', 'Chaps & Pants'), s('chaps', 'Chaps'), s('unisex-chaps-pants', 'Unisex Chaps & Pants')],
  },
  boots: {
    subtypes: [
      s('mens-footwear', "Men's Footwear"),
      s('womens-footwear', "Women's Footwear"),
      s('biker-boot-straps', 'Biker Boot Straps'),
      s('boot-clips', 'Boot Clips'),
    ],
  },
  luggage: {
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
  'bike-gear': {
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
  accessories: {
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
};

/** Every link of one menu, in display order: the whole category first, then related pages, then subtypes. */
export function menuEntries(menu: CategoryMenu): Array<{ label: string; href: string }> {
  return [
    { label: `All ${menu.label}`, href: paths.category(menu.category) },
    ...(MENU_SUBTYPES[menu.category]?.related ?? []),
    ...(MENU_SUBTYPES[menu.category]?.subtypes ?? []).map((sub) => ({ label: sub.label, href: paths.category(menu.category, sub.type) })),
  ];
}
