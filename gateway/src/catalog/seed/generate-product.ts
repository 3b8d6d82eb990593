import type { CategoryDefinition, Subtype } from '@tjb/storefront/category-map';
import type { CatalogProduct } from '../types';
import { SeedImage, SeedOption, SeedProduct, SeedVariant } from './seed-model';
import type { Random } from './random';
import { CATEGORY_WORDS, SIZE_SCALES, VENDORS, type CategoryWords, type SubtypeWords } from './vocabulary';

/** The seeded catalogue's "today": dates are relative to it so every run writes the same catalogue. */
export const SEED_EPOCH = Date.UTC(2025, 0, 15);
const DAY = 86_400_000;
const NEW_WITHIN_DAYS = 45;
const WARRANTY_CATEGORIES = new Set(['helmets', 'jackets', 'boots', 'bike-gear', 'luggage']);
const VIEWS = ['detail', 'back', 'side'] as const;
const NO_SEO = Object.freeze({ title: null, description: null });

interface Noun { noun: string; tags: string[] }
const nounCache = new Map<string, Noun[]>();
function parseNouns(spec: string): Noun[] {
  let parsed = nounCache.get(spec);
  if (!parsed) {
    parsed = spec.split('|').map((entry) => {
      const [noun = '', tags = ''] = entry.split(':');
      return { noun, tags: tags ? tags.split(',') : [] };
    });
    nounCache.set(spec, parsed);
  }
  return parsed;
}

// Option lists and alt suffixes are shared: a 100k catalogue would otherwise hold millions of copies.
const optionCache = new Map<string, Array<{ name: string; value: string }>>();
function optionList(size: string | null, color: string): Array<{ name: string; value: string }> {
  const key = `${size ?? ''}\u0000${color}`;
  let found = optionCache.get(key);
  if (!found) {
    found = [...(size ? [{ name: 'Size', value: size }] : []), { name: 'Color', value: color }];
    optionCache.set(key, found);
  }
  return found;
}
const DEFAULT_TITLE_OPTIONS = [{ name: 'Title', value: 'Default Title' }];
const DEFAULT_TITLE_VALUES = ['Default Title'];
const valuesCache = new Map<string, string[]>();
function internValues(values: string[]): string[] {
  const key = values.join('\u0000');
  let found = valuesCache.get(key);
  if (!found) valuesCache.set(key, (found = values));
  return found;
}
const colorSuffixes = new Map<string, string>();
function colorSuffix(color: string): string {
  let found = colorSuffixes.get(color);
  if (!found) colorSuffixes.set(color, (found = ` in ${color}`));
  return found;
}
const VIEW_SUFFIXES = VIEWS.map((view) => `, ${view} view`);

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const toCents = (dollars: number, rng: Random): number => Math.floor(dollars) * 100 + (rng.chance(0.8) ? 99 : 95);

function genderOf(subtype: Subtype): 'mens' | 'womens' | null {
  if (subtype.slug.startsWith('mens-')) return 'mens';
  if (subtype.slug.startsWith('womens-')) return 'womens';
  return null;
}

export interface ProductSeed {
  /** 0-based position in the catalogue; ids derive from it. */
  index: number;
  category: CategoryDefinition;
  subtype: Subtype;
  rng: Random;
  /** Makes the handle unique; returns the handle to use. */
  claimHandle(base: string): string;
}

export function wordsFor(category: CategoryDefinition, subtype: Subtype): { words: CategoryWords; sub: SubtypeWords } {
  const words = CATEGORY_WORDS[category.slug];
  const sub = words?.subtypes[subtype.slug];
  if (!words || !sub) throw new Error(`catalog seed: no words for ${category.slug}/${subtype.slug}`);
  return { words, sub };
}

export function generateProduct({ index, category, subtype, rng, claimHandle }: ProductSeed): CatalogProduct {
  const { words, sub } = wordsFor(category, subtype);
  const number = 1001 + index;
  const gender = genderOf(subtype);
  const noun = rng.pick(parseNouns(sub.nouns));
  const genderPrefix = gender === 'mens' ? "Men's " : gender === 'womens' ? "Women's " : '';
  const title = `${genderPrefix}${rng.pick(words.adjectives)} ${noun.noun}`;
  const handle = claimHandle(slugify(title));
  const vendor = rng.chance(0.3) ? VENDORS[0] : rng.pick(VENDORS.slice(1));

  const palette = sub.colors ?? words.colors;
  const colors = rng.pickSome(palette, rng.int(1, Math.min(3, palette.length)));
  const scale = SIZE_SCALES[sub.sizes ?? words.sizes];
  const maxWindow = Math.min(scale.length, Math.floor(10 / colors.length));
  const windowSize = scale.length === 0 ? 0 : rng.int(Math.min(3, maxWindow), maxWindow);
  const start = windowSize === 0 ? 0 : rng.int(0, scale.length - windowSize);
  const sizes = scale.slice(start, start + windowSize);
  const defaultTitleOnly = sizes.length === 0 && colors.length === 1 && rng.chance(0.15);

  const [minPrice, maxPrice] = sub.price ?? words.price;
  const basePrice = toCents(minPrice + (maxPrice - minPrice) * rng.next() ** 2, rng);
  const compareAt = rng.chance(0.25) ? toCents((basePrice / 100) * (1.15 + rng.next() * 0.3), rng) : null;
  const soldOut = rng.chance(0.05);

  const images: SeedImage[] = [];
  const addImage = (altSuffix: string): SeedImage => {
    const image = new SeedImage(number * 100 + images.length + 1, handle, title, altSuffix);
    images.push(image);
    return image;
  };
  const colorImages = colors.map((color) => addImage(defaultTitleOnly ? '' : colorSuffix(color)));
  const extraViews = rng.int(0, Math.min(VIEWS.length, 10 - images.length));
  for (let v = 0; v < extraViews; v += 1) addImage(VIEW_SUFFIXES[v] as string);

  const variants: SeedVariant[] = [];
  const sizeList = sizes.length > 0 ? sizes : [null];
  for (const size of sizeList) {
    colors.forEach((color, colorIndex) => {
      const sizeIndex = size ? scale.indexOf(size) : -1;
      const upcharge = scale === SIZE_SCALES.apparel && sizeIndex >= 6 ? (sizeIndex - 5) * 500 : 0;
      const selectedOptions = defaultTitleOnly ? DEFAULT_TITLE_OPTIONS : optionList(size, color);
      variants.push(new SeedVariant(
        number * 100 + variants.length + 1,
        selectedOptions,
        basePrice + upcharge,
        compareAt === null ? null : compareAt + upcharge,
        colorImages[colorIndex]?.number ?? null,
        soldOut || rng.chance(0.12) ? 0 : rng.int(1, 40),
      ));
    });
  }
  const options = defaultTitleOnly
    ? [new SeedOption(number * 10 + 1, 'Title', DEFAULT_TITLE_VALUES)]
    : [
        ...(sizes.length > 0 ? [{ name: 'Size', values: sizes }] : []),
        { name: 'Color', values: colors },
      ].map((o, k) => new SeedOption(number * 10 + k + 1, o.name, internValues(o.values)));

  const ageDays = rng.int(0, 720);
  const createdAt = SEED_EPOCH - ageDays * DAY - rng.int(0, DAY / 1000 - 1) * 1000;
  const updatedAt = Math.min(SEED_EPOCH, createdAt + rng.int(0, 30) * DAY);
  const minVariantPrice = Math.min(...variants.map((v) => v.priceCents));
  const tags = new Set<string>([category.slug, subtype.slug, ...noun.tags]);
  if (gender) tags.add(gender);
  if (vendor === VENDORS[0]) tags.add(vendor);
  if (ageDays <= NEW_WITHIN_DAYS) tags.add('new');
  if (rng.chance(0.15)) tags.add('bestseller');
  if (rng.chance(0.04) || index % 97 === 0) tags.add('featured');
  if (minVariantPrice >= 10_000 || rng.chance(0.1)) tags.add('free-shipping');
  if (WARRANTY_CATEGORIES.has(category.slug) && rng.chance(0.35)) tags.add('warranty');
  if (compareAt !== null) tags.add('sale');

  const features = rng.pickSome(words.features, 3);
  const intro = rng.pick([
    `Ride in style with the ${title} from ${vendor}.`,
    `The ${title} is ${vendor}'s answer to long days in the saddle.`,
    `Built tough by ${vendor}, the ${title} is made for the open road.`,
  ]);
  return new SeedProduct({
    id: `gid://shopify/Product/${number}`,
    handle,
    title,
    description: `${intro} ${features.join('. ')}.`,
    productType: subtype.productType,
    vendor,
    tags: [...tags],
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
    options,
    variants,
    images,
    seo: NO_SEO,
  }, intro.length);
}
