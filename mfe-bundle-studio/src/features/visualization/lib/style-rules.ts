import { bundleCategory, type BodyZone, type BundleCategoryId } from '../../../shared/bundle-categories';
import type { BundleProduct } from '../../../shared/api/bundle-product';
import { priceToCents } from '@tjb/cart-bus';
import { ZONES, type VisualizationItem } from './visualization-item';

/**
 * The styling suggestions of a paid visualization: fixed, explainable rules over the bundle (zones,
 * the variants' Color option, prices). No model, no guessing: the same bundle always gets the same advice.
 */

const NEUTRALS = ['black', 'brown', 'white', 'gray', 'grey', 'silver', 'chrome', 'titanium', 'tan', 'charcoal', 'khaki', 'olive', 'denim', 'natural', 'cognac', 'camo'];

export type ColorFamily = { kind: 'neutral' | 'accent'; name: string };

/** "Gloss Black" and "Matte Black" are one neutral; "Red" and "Candy Red" one accent. */
export function colorFamily(color: string): ColorFamily {
  const words = color.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  const neutral = NEUTRALS.find((n) => words.includes(n));
  if (neutral) return { kind: 'neutral', name: neutral === 'grey' ? 'gray' : neutral };
  return { kind: 'accent', name: words[words.length - 1] ?? color.toLowerCase() };
}

const titleCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const list = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

export interface Harmony {
  verdict: 'harmonious' | 'clashing' | 'unknown';
  summary: string;
}

export function colorHarmony(items: readonly Pick<VisualizationItem, 'color'>[]): Harmony {
  const families = items.flatMap((i) => (i.color ? [colorFamily(i.color)] : []));
  if (families.length === 0) return { verdict: 'unknown', summary: 'None of these items has a colour option, so there is nothing to compare.' };
  const neutrals = [...new Set(families.filter((f) => f.kind === 'neutral').map((f) => titleCase(f.name)))];
  const accents = [...new Set(families.filter((f) => f.kind === 'accent').map((f) => titleCase(f.name)))];
  if (accents.length === 0) return { verdict: 'harmonious', summary: `All neutrals (${list(neutrals)}): a classic palette that works with anything.` };
  if (accents.length === 1)
    return {
      verdict: 'harmonious',
      summary: neutrals.length > 0 ? `One accent colour (${accents[0]}) over neutrals: it stands out without clashing.` : `One colour throughout (${accents[0]}): bold and consistent.`,
    };
  return { verdict: 'clashing', summary: `${list(accents)} compete for attention: keep one accent colour and make the rest neutral.` };
}

export type PriceTier = 'Value' | 'Mid-range' | 'Premium';

/** The bundle's average unit price (per unit, so three $20 patches do not hide a $400 jacket). */
export function priceTier(items: readonly Pick<VisualizationItem, 'unitPriceCents' | 'quantity'>[]): { tier: PriceTier; averageCents: number } {
  const units = items.reduce((n, i) => n + i.quantity, 0);
  const averageCents = units === 0 ? 0 : Math.round(items.reduce((n, i) => n + i.unitPriceCents * i.quantity, 0) / units);
  const tier: PriceTier = averageCents >= 20_000 ? 'Premium' : averageCents >= 7_500 ? 'Mid-range' : 'Value';
  return { tier, averageCents };
}

export interface ZonePick {
  zone: BodyZone;
  categoryId: BundleCategoryId;
  product: BundleProduct;
  reason: string;
}

/**
 * One catalogue pick per zone the bundle leaves bare: for sale, neutral in colour when the bundle has
 * colour information (it cannot clash), closest in price to the bundle's average (it stays in the tier).
 */
export function pickForZone(zone: BodyZone, candidates: readonly BundleProduct[], averageCents: number): ZonePick | null {
  const entry = ZONES.find((z) => z.zone === zone);
  if (!entry) return null;
  const forSale = candidates.filter((p) => p.availableForSale);
  const distance = (p: BundleProduct) => Math.abs((priceToCents(p.price) ?? 0) - averageCents);
  const neutral = (p: BundleProduct) => (p.color ? colorFamily(p.color).kind === 'neutral' : false);
  const ranked = [...forSale].sort((a, b) => Number(neutral(b)) - Number(neutral(a)) || distance(a) - distance(b) || a.title.localeCompare(b.title));
  const product = ranked[0];
  if (!product) return null;
  const reasons = [`Your bundle has nothing for the ${entry.label.toLowerCase()}`];
  if (neutral(product)) reasons.push(`${product.color} goes with any colour`);
  reasons.push('priced close to the rest of your bundle');
  return { zone, categoryId: entry.pickFrom, product, reason: `${reasons.join('; ')}.` };
}

export interface StyleReport {
  zones: Array<{ zone: BodyZone; label: string; items: VisualizationItem[] }>;
  missing: BodyZone[];
  picks: ZonePick[];
  harmony: Harmony;
  tier: { tier: PriceTier; averageCents: number };
  totals: { bundleCents: number; suggestionsCents: number; withSuggestionsCents: number };
}

export function zoneOf(categoryId: BundleCategoryId): BodyZone {
  return bundleCategory(categoryId).zone;
}

export function styleReport(items: readonly VisualizationItem[], candidates: Partial<Record<BodyZone, readonly BundleProduct[]>>): StyleReport {
  const zones = ZONES.map(({ zone, label }) => ({ zone, label, items: items.filter((i) => zoneOf(i.categoryId) === zone) }));
  const missing = zones.filter((z) => z.items.length === 0).map((z) => z.zone);
  const tier = priceTier(items);
  const picks = missing.flatMap((zone) => pickForZone(zone, candidates[zone] ?? [], tier.averageCents) ?? []);
  const bundleCents = items.reduce((n, i) => n + i.unitPriceCents * i.quantity, 0);
  const suggestionsCents = picks.reduce((n, p) => n + (priceToCents(p.product.price) ?? 0), 0);
  return {
    zones,
    missing,
    picks,
    harmony: colorHarmony(items),
    tier,
    totals: { bundleCents, suggestionsCents, withSuggestionsCents: bundleCents + suggestionsCents },
  };
}
