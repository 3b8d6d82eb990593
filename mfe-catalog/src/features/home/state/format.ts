import { groupThousands } from '@tjb/cart-bus';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "March 4, 2025" (the shopper's local date, as toLocaleDateString('en-US', { month: 'long', … }) writes
 * it; format.test.ts compares the two); an unreadable date shows nothing rather than "Invalid Date".
 * Not Intl itself: the first DateTimeFormat loads ICU's locale data, ~20 ms of main thread on a
 * desktop CPU and four times that on a phone, for a date under each blog post.
 */
export function formatArticleDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** A count with thousands separators ("12,480"), as toLocaleString('en-US') writes whole numbers, without ICU. */
export function formatCount(n: number): string {
  return Number.isInteger(n) ? groupThousands(String(n)) : String(n);
}
