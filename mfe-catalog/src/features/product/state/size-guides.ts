import { categoryForProductType } from '@tjb/storefront';

export interface SizeGuide { title: string; how: string; columns: readonly string[]; rows: ReadonlyArray<readonly string[]> }

/** Measurement tables per category (helmets, jackets, vests, bottoms, boots). Between two sizes, go up one. */
const GUIDES: Readonly<Record<string, SizeGuide>> = {
  helmets: {
    title: 'Helmet Size Guide',
    how: 'Wrap a soft tape around your head about an inch above your eyebrows, over the widest point at the back.',
    columns: ['Size', 'Head (in)', 'Head (cm)'],
    rows: [['XS', '20⅞ – 21¼', '53 – 54'], ['S', '21⅝ – 22', '55 – 56'], ['M', '22⅜ – 22¾', '57 – 58'], ['L', '23⅛ – 23½', '59 – 60'], ['XL', '23⅞ – 24¼', '61 – 62'], ['XXL', '24⅝ – 25', '63 – 64']],
  },
  jackets: {
    title: 'Jacket Size Guide',
    how: 'Measure around the fullest part of your chest, under your arms, with the tape level.',
    columns: ['Size', 'Chest (in)', 'Sleeve (in)'],
    rows: [['XS', '34 – 36', '31'], ['S', '36 – 38', '32'], ['M', '38 – 40', '33'], ['L', '42 – 44', '34'], ['XL', '46 – 48', '35'], ['XXL', '50 – 52', '35½'], ['3XL', '54 – 56', '36'], ['4XL', '58 – 60', '36½'], ['5XL', '62 – 64', '37']],
  },
  vests: {
    title: 'Vest Size Guide',
    how: 'Measure around the fullest part of your chest over the shirt you ride in.',
    columns: ['Size', 'Chest (in)', 'Length (in)'],
    rows: [['XS', '34 – 36', '22'], ['S', '36 – 38', '23'], ['M', '40 – 42', '24'], ['L', '44 – 46', '25'], ['XL', '48 – 50', '26'], ['XXL', '52 – 54', '27'], ['3XL', '56 – 58', '28']],
  },
  bottoms: {
    title: 'Bottoms Size Guide',
    how: 'Measure around your waist where you wear your jeans, and your inseam from crotch to ankle.',
    columns: ['Size', 'Waist (in)', 'Hip (in)', 'Inseam (in)'],
    rows: [['S / 28–30', '28 – 30', '35 – 37', '32'], ['M / 32–34', '32 – 34', '38 – 40', '32'], ['L / 36', '36 – 38', '41 – 43', '33'], ['XL / 38–40', '38 – 40', '44 – 46', '33'], ['XXL / 42', '42 – 44', '47 – 49', '34']],
  },
  boots: {
    title: 'Boot Size Guide',
    how: 'Stand on a sheet of paper, mark heel and longest toe, and measure between the marks.',
    columns: ['US', 'EU', 'Foot length (in)'],
    rows: [['7', '40', '9⅝'], ['8', '41', '10'], ['9', '42', '10¼'], ['10', '43', '10⅝'], ['11', '44', '10⅞'], ['12', '45', '11¼'], ['13', '46', '11⅝']],
  },
};

/** The guide for a product's category, when it has one and the product comes in sizes. */
export function sizeGuideFor(productType: string, hasSizes: boolean): SizeGuide | undefined {
  if (!hasSizes) return undefined;
  const slug = categoryForProductType(productType)?.slug;
  return slug ? GUIDES[slug] : undefined;
}
