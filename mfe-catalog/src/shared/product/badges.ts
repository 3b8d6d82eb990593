import { cardCompareAt, cardPrice, hasTag, type ListingProduct } from './product-facts';

/** Spec 001 §9: round((compareAt - price) / compareAt × 100), and 0 unless compareAt is above price. */
export function discountPercent(price: number, compareAt: number | null | undefined): number {
  if (compareAt === null || compareAt === undefined || !Number.isFinite(compareAt) || !Number.isFinite(price)) return 0;
  if (compareAt <= price || compareAt <= 0) return 0;
  return Math.round(((compareAt - price) / compareAt) * 100);
}

export type BadgeKind = 'new' | 'bestseller' | 'sale';
export interface Badge { kind: BadgeKind; label: string }

/** Badges from data only: NEW (tag `new`), BESTSELLER (tag `bestseller`), -N% (first variant's compare-at). */
export function productBadges(p: ListingProduct): Badge[] {
  const badges: Badge[] = [];
  const off = discountPercent(cardPrice(p), cardCompareAt(p));
  if (off > 0) badges.push({ kind: 'sale', label: `-${off}%` });
  if (hasTag(p, 'new')) badges.push({ kind: 'new', label: 'NEW' });
  if (hasTag(p, 'bestseller')) badges.push({ kind: 'bestseller', label: 'BESTSELLER' });
  return badges;
}
