import type { CategoryDefinition, Subtype } from '@tjb/storefront/category-map';
import type { CatalogProduct } from '../types';
import { SEED_EPOCH, SeedProduct, SeedVariant, type IntroWriter, type OptionShape } from './seed-model';
import type { Random } from './random';
import { CATEGORY_WORDS, SIZE_SCALES, VENDORS, type CategoryWords, type SubtypeWords } from './vocabulary';

export { SEED_EPOCH } from './seed-model';
const DAY = 86_400_000;
const NEW_WITHIN_DAYS = 45;
const WARRANTY_CATEGORIES = new Set(['helmets', 'jackets', 'boots', 'bike-gear', 'luggage']);
const VIEWS = ['detail', 'back', 'side'] as const;
const INTROS: readonly IntroWriter[] = [
  (title, vendor) => `Ride in style with the ${title} from ${vendor}.`,
  (title, vendor) => `The ${title} is ${vendor}'s answer to long days in the saddle.`,
  (title, vendor) => `Built tough by ${vendor}, the ${title} is made for the open road.`,
];

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

// Option lists, option shapes, tag lists, feature lists and titles are shared between products: a
// 100k catalogue would otherwise hold millions of copies of the same few thousand values.
function interned<K, T>(cache: Map<K, T>, key: K, make: () => T): T {
  let found = cache.get(key);
  if (found === undefined) cache.set(key, (found = make()));
  return found;
}
/** Lists of vocabulary strings, looked up element by element: no joined key string to build and hash. */
interface ListNode { next: Map<string, ListNode>; list?: string[] }
const lists: ListNode = { next: new Map() };
function internList(values: string[]): string[] {
  let node = lists;
  for (const value of values) node = interned(node.next, value, () => ({ next: new Map() }));
  return (node.list ??= values);
}
const optionCache = new Map<string, Map<string, Array<{ name: string; value: string }>>>();
const optionList = (size: string | null, color: string): Array<{ name: string; value: string }> =>
  interned(interned(optionCache, size ?? '', () => new Map()), color, () => [...(size ? [{ name: 'Size', value: size }] : []), { name: 'Color', value: color }]);
const DEFAULT_TITLE_OPTIONS = [{ name: 'Title', value: 'Default Title' }];
const DEFAULT_TITLE_SHAPE: OptionShape = { options: [{ name: 'Title', values: ['Default Title'] }], colorSuffixes: [''] };
// Keyed by the interned lists themselves.
const shapeCache = new Map<string[], Map<string[], OptionShape>>();
const optionShape = (sizes: string[], colors: string[]): OptionShape =>
  interned(interned(shapeCache, sizes, () => new Map()), colors, () => ({
    options: [...(sizes.length > 0 ? [{ name: 'Size', values: sizes }] : []), { name: 'Color', values: colors }],
    colorSuffixes: colors.map((color) => ` in ${color}`),
  }));
const titleCache = new Map<string, string>();
const slugCache = new Map<string, string>();
const internTitle = (title: string): string => interned(titleCache, title, () => title);
const VIEW_SUFFIXES = VIEWS.map((view) => `, ${view} view`);
const VIEW_SUFFIX_LISTS = VIEW_SUFFIXES.map((_, n) => VIEW_SUFFIXES.slice(0, n)).concat([VIEW_SUFFIXES]);

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

const GENDER_CYCLE = ['mens', 'womens', null] as const;

/**
 * Men's and women's product types say so in their slug. A type sold in cuts for both (`genders`
 * in the vocabulary) cycles men's, women's, unisex, its first products taking every noun in each,
 * so every men's and women's style page of that type has products.
 */
function genderOf(subtype: Subtype, sub: SubtypeWords, ordinalInType: number, nouns: readonly Noun[]): { gender: 'mens' | 'womens' | null; noun?: Noun } {
  if (subtype.slug.startsWith('mens-')) return { gender: 'mens' };
  if (subtype.slug.startsWith('womens-')) return { gender: 'womens' };
  if (!sub.genders) return { gender: null };
  const gender = GENDER_CYCLE[ordinalInType % GENDER_CYCLE.length]!;
  const round = Math.floor(ordinalInType / GENDER_CYCLE.length);
  return { gender, noun: round < nouns.length ? nouns[round] : undefined };
}

export interface ProductSeed {
  /** 0-based position in the catalogue; ids derive from it. */
  index: number;
  /** How many products of this product type come before this one. */
  ordinalInType?: number;
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

export function generateProduct({ index, ordinalInType = 0, category, subtype, rng, claimHandle }: ProductSeed): CatalogProduct {
  const { words, sub } = wordsFor(category, subtype);
  const number = 1001 + index;
  const nouns = parseNouns(sub.nouns);
  const drawn = rng.pick(nouns);
  const { gender, noun = drawn } = genderOf(subtype, sub, ordinalInType, nouns);
  const genderPrefix = gender === 'mens' ? "Men's " : gender === 'womens' ? "Women's " : '';
  const title = internTitle(`${genderPrefix}${rng.pick(words.adjectives)} ${noun.noun}`);
  const handle = claimHandle(interned(slugCache, title, () => slugify(title)));
  const vendor = rng.chance(0.3) ? VENDORS[0] : rng.pick(VENDORS.slice(1));

  const palette = sub.colors ?? words.colors;
  const colors = internList(rng.pickSome(palette, rng.int(1, Math.min(3, palette.length))));
  const scale = SIZE_SCALES[sub.sizes ?? words.sizes];
  const maxWindow = Math.min(scale.length, Math.floor(10 / colors.length));
  const windowSize = scale.length === 0 ? 0 : rng.int(Math.min(3, maxWindow), maxWindow);
  const start = windowSize === 0 ? 0 : rng.int(0, scale.length - windowSize);
  const sizes = internList(scale.slice(start, start + windowSize));
  const defaultTitleOnly = sizes.length === 0 && colors.length === 1 && rng.chance(0.15);

  const [minPrice, maxPrice] = sub.price ?? words.price;
  const basePrice = toCents(minPrice + (maxPrice - minPrice) * rng.next() ** 2, rng);
  const compareAt = rng.chance(0.25) ? toCents((basePrice / 100) * (1.15 + rng.next() * 0.3), rng) : null;
  const soldOut = rng.chance(0.05);

  // One image per colour first (image n of colour n), then up to three extra views.
  const extraViews = rng.int(0, Math.min(VIEWS.length, 10 - colors.length));

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
        number * 100 + colorIndex + 1,
        soldOut || rng.chance(0.12) ? 0 : rng.int(1, 40),
      ));
    });
  }

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

  const features = internList(rng.pickSome(words.features, 3));
  const intro = rng.pick(INTROS);
  return new SeedProduct({
    number,
    handle,
    title,
    productType: subtype.productType,
    vendor,
    tags: internList([...tags]),
    createdSecondsAgo: (SEED_EPOCH - createdAt) / 1000,
    updatedSecondsAgo: (SEED_EPOCH - updatedAt) / 1000,
    shape: defaultTitleOnly ? DEFAULT_TITLE_SHAPE : optionShape(sizes, colors),
    variants,
    viewSuffixes: VIEW_SUFFIX_LISTS[extraViews]!,
    intro,
    features,
  });
}
