/**
 * Which products of the page's category a tab shows, said so the Storefront API can filter them:
 * product types (header slugs, or every subtype whose slug starts with a prefix) or any of some tags.
 */
export interface TabMatch {
  types?: readonly string[];
  typePrefix?: string;
  tags?: readonly string[];
}

export interface CategoryTab {
  id: string;
  label: string;
  /** Which products of the page's category the tab shows; none means all. */
  match?: TabMatch;
  /** A tab showing another category's products (Bike Gear → Jewelry). */
  category?: string;
}

export interface FeatureBlock { title: string; items: ReadonlyArray<{ title: string; text: string }> }

export interface DedicatedPage {
  heading: string;
  tabs: readonly CategoryTab[];
  features?: FeatureBlock;
}

const ofTypes = (...types: string[]): TabMatch => ({ types });
const tagged = (...tags: string[]): TabMatch => ({ tags });
const typePrefix = (prefix: string): TabMatch => ({ typePrefix: prefix });

/**
 * The dedicated category pages of spec 000 §2.5: heading, tabs and feature blocks. Each tab really
 * narrows the products (the spec's static pages only switched sample arrays).
 */
export const DEDICATED_PAGES: Readonly<Record<string, DedicatedPage>> = {
  helmets: {
    heading: 'HELMETS',
    tabs: [
      { id: 'by-type', label: 'By Type', match: ofTypes('helmets') },
      { id: 'categories', label: 'Categories' },
      { id: 'riding-style', label: 'Riding Style', match: tagged('full-face', 'modular', 'three-quarter-shell', 'half-shell') },
    ],
    features: {
      title: 'Why Choose Our Helmets?',
      items: [
        { title: 'DOT Certified', text: 'Every road helmet we sell meets the DOT FMVSS 218 standard, and many carry ECE or Snell ratings too.' },
        { title: 'Premium Quality', text: 'Tough shells, washable comfort liners and finishes built to take seasons of sun and rain.' },
        { title: 'Advanced Features', text: 'Quick-release straps, drop-down sun visors, adjustable vents and headset-ready speaker pockets.' },
      ],
    },
  },
  jackets: {
    heading: 'JACKETS',
    tabs: [
      { id: 'all', label: 'All Jackets' },
      { id: 'mens', label: "Men's", match: typePrefix('mens-') },
      { id: 'womens', label: "Women's", match: typePrefix('womens-') },
    ],
    features: {
      title: 'Premium Jacket Features',
      items: [
        { title: 'Built to Protect', text: 'Premium cowhide and high-denier textiles with CE armor pockets at shoulders, elbows and back.' },
        { title: 'Four-Season Comfort', text: 'Zip-out thermal liners, zippered vents and waterproof shells for every kind of weather.' },
        { title: 'Rider Details', text: 'Concealed carry pockets, YKK zippers and reflective piping for the ride home after dark.' },
      ],
    },
  },
  vests: {
    heading: 'VESTS',
    tabs: [
      { id: 'all', label: 'All Vests' },
      { id: 'leather', label: 'Leather', match: tagged('leather') },
      { id: 'tactical', label: 'Tactical', match: tagged('textile', 'conceal-carry') },
      { id: 'denim', label: 'Denim', match: tagged('denim') },
    ],
    features: {
      title: 'Premium Vest Features',
      items: [
        { title: 'Patch Ready', text: 'Solid back panels take your club colors and patches without a fuss.' },
        { title: 'Concealed Carry', text: 'Deep inside pockets on both sides, built for riders who carry.' },
        { title: 'Adjustable Fit', text: 'Side laces and heavy-duty snaps let you dial in the fit over any layer.' },
      ],
    },
  },
  boots: {
    heading: 'BOOTS',
    tabs: [
      { id: 'all', label: 'All Boots' },
      { id: 'mens', label: "Men's", match: ofTypes('mens-footwear') },
      { id: 'womens', label: "Women's", match: ofTypes('womens-footwear') },
      { id: 'by-style', label: 'By Style', match: tagged('cruiser', 'touring', 'sport', 'harness', 'engineer', 'work-outdoor') },
    ],
  },
  luggage: {
    heading: 'LUGGAGE',
    tabs: [
      { id: 'all', label: 'All Luggage' },
      { id: 'bags', label: 'Bags', match: tagged('bags') },
      { id: 'storage', label: 'Storage', match: tagged('storage') },
    ],
  },
  'bike-gear': {
    heading: 'BIKE GEAR',
    tabs: [
      { id: 'all', label: 'All Gear' },
      { id: 'protection', label: 'Protection', match: tagged('protection') },
      { id: 'accessories', label: 'Accessories', match: tagged('bike-accessories') },
      { id: 'jewelry', label: 'Jewelry', category: 'jewelry' },
    ],
  },
  accessories: {
    heading: 'ACCESSORIES',
    tabs: [
      { id: 'all', label: 'All Accessories' },
      { id: 'bike-accessories', label: 'Bike Accessories', match: tagged('bike-accessories') },
      { id: 'bike-care', label: 'Bike Care', match: tagged('bike-care') },
    ],
  },
  bottoms: { heading: 'BOTTOMS', tabs: [] },
  'shirts-flannels': { heading: 'SHIRTS & FLANNELS', tabs: [] },
};
