/**
 * The ONE product_type → category map of the shop, as data. The embedded catalogue generator seeds
 * products with these product types, and the client builds its category queries by OR-ing them, so a
 * category page and the catalogue can never disagree about what "helmets" means.
 *
 * A product type belongs to exactly one main category (the nine the shop is organised by). The
 * other category pages of the spec (whips, chaps, patches, bells, jewelry, …) are views that pick
 * product types from the main categories. Counts shown to shoppers come from the catalogue, never
 * from here: `seedCount` is only what the seeded demo catalogue generates.
 */

import {
  HELMET_TYPES, JACKET_TYPES, VEST_TYPES, BOTTOM_TYPES, SHIRT_TYPES, BOOT_TYPES, LUGGAGE_TYPES, BIKE_GEAR_TYPES, ACCESSORY_TYPES,
} from './category-subtypes';

export interface Subtype {
  /** The header menu's `type` parameter, e.g. `mens-leather-jackets`. */
  slug: string;
  /** The Shopify `productType` value, e.g. `Men's Leather Jackets`. */
  productType: string;
  /** The header menu's wording when it is not `productType` (`Saddlebags`); null: not in the header menu. */
  menu?: string | null;
}

export interface CategoryStyle {
  /** Tag carried by products of this style, e.g. `full-face`. */
  tag: string;
  name: string;
}

export interface CategorySubpage {
  /** Section heading on the category page, e.g. "MEN'S JEANS". */
  section: string;
  /** Path below `/shop/<category>/`, e.g. `mens/bootcut-jeans`. */
  path: string;
  name: string;
  description: string;
  /** Storefront search query selecting the subpage's products. */
  query: string;
}

export interface CategoryDefinition {
  slug: string;
  name: string;
  tagline: string;
  description: string;
  /** Other slugs that open the same category (`leather` → `leather-jackets`, `shirts` → `shirts-flannels`). */
  aliases: readonly string[];
  subtypes: readonly Subtype[];
  /** Display sub-categories (home cards, "+N more"); each is also a product tag. */
  styles: readonly CategoryStyle[];
  subpages: readonly CategorySubpage[];
  /** Main categories only: how many products the seeded demo catalogue generates. */
  seedCount?: number;
}

const style = (tag: string, name: string): CategoryStyle => ({ tag, name });

const pick = (from: readonly Subtype[], ...slugs: string[]): Subtype[] =>
  slugs.map((slug) => {
    const found = from.find((s) => s.slug === slug);
    if (!found) throw new Error(`category-map: unknown subtype ${slug}`);
    return found;
  });

const jeans = (gender: 'mens' | 'womens', path: string, name: string, description: string, query: string) => ({
  section: gender === 'mens' ? "MEN'S JEANS" : "WOMEN'S JEANS",
  path: `${gender}/${path}`,
  name,
  description,
  query,
});
const MENS_JEANS = 'product_type:"Men\'s Jeans"';
const WOMENS_JEANS = 'product_type:"Women\'s Jeans"';
const FLANNEL_KINDS = [
  style('armored-flannel', 'Armored Flannel'),
  style('long-sleeve-flannels', 'Long Sleeve Flannels'),
  style('sleeveless-flannels', 'Sleeveless Flannels'),
  style('red-flannel', 'Red Flannel'),
  style('conceal-carry-flannels', 'Conceal Carry Flannels'),
  style('plaid-flannel', 'Plaid Flannel'),
];
const flannelPages = (section: string, prefix: string, genderTag: string | null): CategorySubpage[] =>
  FLANNEL_KINDS.map((kind) => ({
    section,
    path: `${prefix}${kind.tag}`,
    name: kind.name,
    description: `${kind.name} built for the road`,
    query: `product_type:Flannel AND tag:${kind.tag}${genderTag ? ` AND tag:${genderTag}` : ''}`,
  }));

/** The nine main categories; every product type belongs to exactly one of them. */
export const MAIN_CATEGORIES: readonly CategoryDefinition[] = [
  {
    slug: 'helmets',
    name: 'Helmets',
    tagline: 'Safety meets style',
    description: 'DOT certified lids from full face to novelty, plus goggles and riding glasses.',
    aliases: [],
    subtypes: HELMET_TYPES,
    styles: [
      style('full-face', 'Full Face'), style('modular', 'Modular'), style('three-quarter-shell', '¾ Shell'),
      style('half-shell', '½ Shell'), style('micro-dot', 'Micro Dot'), style('novelty', 'Novelty'),
      style('german', 'German'),
    ],
    subpages: [],
    seedCount: 127,
  },
  {
    slug: 'jackets',
    name: 'Jackets',
    tagline: 'Armor for the open road',
    description: 'Leather and textile riding jackets for men and women.',
    aliases: [],
    subtypes: JACKET_TYPES,
    styles: [
      style('leather', 'Leather'), style('textile', 'Textile'), style('mesh', 'Mesh'), style('nylon', 'Nylon'),
      style('fashion', 'Fashion'), style('summer', 'Summer'), style('waterproof', 'Waterproof'),
    ],
    subpages: [],
    seedCount: 156,
  },
  {
    slug: 'vests',
    name: 'Vests',
    tagline: 'Ride with your colors',
    description: 'Leather, denim and textile vests, club cuts and conceal carry.',
    aliases: [],
    subtypes: VEST_TYPES,
    styles: [
      style('leather', 'Leather'), style('denim', 'Denim'), style('textile', 'Textile'), style('club', 'Club'),
      style('conceal-carry', 'Conceal Carry'),
    ],
    subpages: [],
    seedCount: 89,
  },
  {
    slug: 'bottoms',
    name: 'Bottoms',
    tagline: 'Built to ride, made to last',
    description: 'Chaps, riding pants and jeans for every rider.',
    aliases: [],
    subtypes: BOTTOM_TYPES,
    styles: [
      style('bootcut', 'Bootcut Jeans'), style('slim-stretch', 'Slim Stretch'), style('skinny', 'Skinny'),
      style('straight', 'Straight'), style('flare', 'Flare'), style('wide-leg', 'Wide Leg'),
    ],
    subpages: [
      jeans('mens', 'bootcut-jeans', "Men's Bootcut Jeans", 'Room for your boots', `${MENS_JEANS} AND tag:bootcut`),
      jeans('mens', 'slim-stretch-jeans', "Men's Slim Stretch Jeans", 'Slim cut that moves with you', `${MENS_JEANS} AND tag:slim-stretch`),
      jeans('womens', 'shorts', "Women's Shorts", 'For hot summer rides', 'product_type:"Women\'s Shorts"'),
      jeans('womens', 'skinny-jeans', "Women's Skinny Jeans", 'Close fit, full stretch', `${WOMENS_JEANS} AND tag:skinny`),
      jeans('womens', 'straight-jeans', "Women's Straight Jeans", 'Classic straight leg', `${WOMENS_JEANS} AND tag:straight`),
      jeans('womens', 'flare-jeans', "Women's Flare Jeans", 'A flare over your boots', `${WOMENS_JEANS} AND tag:flare`),
      jeans('womens', 'bootcut-jeans', "Women's Bootcut Jeans", 'Room for your boots', `${WOMENS_JEANS} AND tag:bootcut`),
      jeans('womens', 'wide-leg-jeans', "Women's Wide Leg Jeans", 'Relaxed wide leg', `${WOMENS_JEANS} AND tag:wide-leg`),
      jeans('womens', 'cargo-pants-skirts', "Women's Cargo Pants & Skirts", 'Pockets for the ride', 'product_type:"Women\'s Cargo Pants & Skirts"'),
    ],
    seedCount: 73,
  },
  {
    slug: 'shirts-flannels',
    name: 'Shirts & Flannels',
    tagline: 'Rugged comfort, rider attitude',
    description: 'Armored flannels, tees, tanks and denim shirts.',
    aliases: ['shirts'],
    subtypes: SHIRT_TYPES,
    styles: [
      style('armored-flannel', 'Armored Flannel'), style('long-sleeve', 'Long Sleeve'), style('sleeveless', 'Sleeveless'),
      style('t-shirt', 'T-Shirts'), style('tank-top', 'Tank Tops'),
    ],
    subpages: [
      ...flannelPages('SHOP ALL FLANNELS', '', null),
      ...flannelPages("MEN'S FLANNELS", 'mens/', 'mens'),
      ...flannelPages("WOMEN'S FLANNEL SHIRTS", 'womens/', 'womens'),
      { section: "MEN'S SHIRTS", path: 'mens/t-shirts', name: "Men's T-Shirts", description: 'Rider tees', query: 'product_type:"Men\'s Shirts" AND tag:t-shirt' },
      { section: "MEN'S SHIRTS", path: 'mens/long-sleeve-shirts', name: "Men's Long Sleeve Shirts", description: 'Covered up for the ride', query: 'product_type:"Men\'s Shirts" AND tag:long-sleeve' },
      { section: "MEN'S SHIRTS", path: 'mens/denim-shirts', name: "Men's Denim Shirts", description: 'Heavy denim', query: 'product_type:"Men\'s Denim Shirt"' },
      { section: "WOMEN'S SHIRTS", path: 'womens/t-shirts', name: "Women's T-Shirts", description: 'Rider tees', query: 'product_type:"Women\'s Shirts" AND tag:t-shirt' },
      { section: "WOMEN'S SHIRTS", path: 'womens/tank-tops', name: "Women's Tank Tops", description: 'For the summer run', query: '(product_type:"Women\'s Shirts" OR product_type:"Women\'s Shirts & Tops") AND tag:tank-top' },
    ],
    seedCount: 134,
  },
  {
    slug: 'boots',
    name: 'Boots',
    tagline: 'Grip the road',
    description: 'Riding boots for men and women, straps and clips.',
    aliases: [],
    subtypes: BOOT_TYPES,
    styles: [
      style('cruiser', 'Cruiser'), style('touring', 'Touring'), style('sport', 'Sport'), style('harness', 'Harness'),
      style('engineer', 'Engineer'), style('work-outdoor', 'Work & Outdoor'),
    ],
    subpages: [],
    seedCount: 91,
  },
  {
    slug: 'luggage',
    name: 'Luggage',
    tagline: 'Pack for the long haul',
    description: 'Saddle, sissy bar, tank and tool bags.',
    aliases: [],
    subtypes: LUGGAGE_TYPES,
    styles: [style('bags', 'Bags'), style('storage', 'Storage')],
    subpages: [],
    seedCount: 84,
  },
  {
    slug: 'bike-gear',
    name: 'Bike Gear',
    tagline: 'Protection and parts for rider and machine',
    description: 'Armor, rain suits, gloves, mounts, covers and grips.',
    aliases: [],
    subtypes: BIKE_GEAR_TYPES,
    styles: [style('protection', 'Protection'), style('bike-accessories', 'Accessories')],
    subpages: [],
    seedCount: 267,
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    tagline: 'Finish the look',
    description: 'Patches, bells, jewelry, headwear and everything in between.',
    aliases: [],
    subtypes: ACCESSORY_TYPES,
    styles: [style('bike-accessories', 'Bike Accessories'), style('bike-care', 'Bike Care')],
    subpages: [],
    seedCount: 142,
  },
];

const ALL_TYPES: readonly Subtype[] = MAIN_CATEGORIES.flatMap((c) => c.subtypes);
const womensTypes = ALL_TYPES.filter((s) => s.slug.startsWith('womens-'));

const view = (
  slug: string, name: string, tagline: string, description: string, subtypes: Subtype[], aliases: string[] = [],
): CategoryDefinition => ({ slug, name, tagline, description, aliases, subtypes, styles: [], subpages: [] });

/** The other category pages of the spec: views over product types of the main categories. */
export const VIEW_CATEGORIES: readonly CategoryDefinition[] = [
  view('leather-jackets', 'Leather Jackets', 'Genuine leather, built to last', 'Leather riding jackets for men and women.',
    pick(JACKET_TYPES, 'mens-leather-jackets', 'womens-leather-jackets'), ['leather']),
  view('chaps', 'Chaps', 'Leg armor with attitude', 'Leather chaps and riding pants.',
    pick(BOTTOM_TYPES, 'chaps', 'chaps-pants', 'unisex-chaps-pants')),
  view('whips', 'Whips', 'Old school biker tradition', 'Get-back whips in every color.', pick(ACCESSORY_TYPES, 'whips')),
  view('patches', 'Patches', 'Wear your story', 'Embroidered patches for vests and jackets.', pick(ACCESSORY_TYPES, 'patches')),
  view('bells', 'Bells', 'Keep the road gremlins away', 'Guardian and Bravo bells.',
    pick(ACCESSORY_TYPES, 'guardian-bells', 'bravo-bells')),
  view('jewelry', 'Jewelry', 'Steel and silver for riders', 'Rings, bracelets, chains and chokers.',
    pick(ACCESSORY_TYPES, 'rings', 'bracelets', 'necklaces-chokers', 'wallet-chains-key-leashes', 'jewelry'), ['rings']),
  view('gloves-gear', 'Gloves & Gear', 'Protect what you ride with', 'Riding gloves, armor and rain gear.',
    pick(BIKE_GEAR_TYPES, 'safety-gloves', 'body-armor', 'rain-suits')),
  view('womens-gear', "Women's Gear", 'Made for her ride', 'Jackets, vests, shirts, bottoms and boots for women.', womensTypes),
  view('apparel', 'Apparel', 'Rider wear for off the bike', 'Shirts, flannels and headwear.', [
    ...SHIRT_TYPES, ...pick(ACCESSORY_TYPES, 'hats', 'bandanas', 'headwraps', 'headbands', 'neck-gaiters'),
  ]),
];

export const ALL_CATEGORIES: readonly CategoryDefinition[] = [...MAIN_CATEGORIES, ...VIEW_CATEGORIES];

/** Categories of the home page showcase and their order (spec 001 §7 getCategoryShowcase). */
export const SHOWCASE_CATEGORY_SLUGS: readonly string[] = [
  'helmets', 'leather-jackets', 'vests', 'chaps', 'bottoms', 'shirts-flannels', 'boots', 'luggage', 'bike-gear',
];

const bySlug = new Map<string, CategoryDefinition>();
for (const category of ALL_CATEGORIES) {
  for (const key of [category.slug, ...category.aliases]) bySlug.set(key, category);
}
const mainByProductType = new Map<string, CategoryDefinition>();
for (const category of MAIN_CATEGORIES) {
  for (const subtype of category.subtypes) mainByProductType.set(subtype.productType.toLowerCase(), category);
}

/** A category by slug or alias (`shirts`, `leather`, `rings` …); undefined when unknown. */
export function findCategory(slugOrAlias: string): CategoryDefinition | undefined {
  return bySlug.get(slugOrAlias.trim().toLowerCase());
}

/** The main category a product type belongs to (case-insensitive); undefined for unmapped types. */
export function categoryForProductType(productType: string): CategoryDefinition | undefined {
  return mainByProductType.get(productType.trim().toLowerCase());
}

// Slugs and product types (lower case) to subtypes, the first in menu order winning: a product page
// labels every tag through it on each render.
const subtypeByKey = new Map<string, Subtype>();
for (const subtype of ALL_TYPES) {
  for (const key of [subtype.slug, subtype.productType.toLowerCase()]) if (!subtypeByKey.has(key)) subtypeByKey.set(key, subtype);
}

/** A subtype by its menu slug (`mens-leather-jackets`) or its product type; undefined when unknown. */
export function findSubtype(slugOrProductType: string): Subtype | undefined {
  return subtypeByKey.get(slugOrProductType.trim().toLowerCase());
}

/** Every product type the shop knows, in menu order. */
export const ALL_PRODUCT_TYPES: readonly string[] = ALL_TYPES.map((s) => s.productType);
