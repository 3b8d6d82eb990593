/**
 * Money on the wire is a decimal string ("24.99", as Shopify writes it); inside, integer cents. This is
 * the one parser and the one formatter, so a price reads the same in the browser and on the server.
 */

/** A non-negative decimal without sign, symbol or separators; nine whole digits keep cents safe. */
export const PRICE_PATTERN = /^\d{1,9}(\.\d+)?$/;

/** "1234567" → "1,234,567": en-US thousands separators on a string of digits, as Intl writes them. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * en-US dollars as Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }) writes them
 * (money.test.ts compares the two), except that an amount rounding to zero never reads "-$0.00". Not
 * Intl itself: every page imports this module, and building the first NumberFormat loads ICU's locale
 * data, ~25 ms of start-up on a phone-class CPU. Like ICU, it rounds half up from the shortest decimal
 * that reads back as the number (String(153.045) is "153.045", so $153.05), not from its binary value.
 */
function formatUsd(amount: number): string {
  const [digits = '0', exponent] = Math.abs(amount).toString().split('e');
  let cents: bigint;
  if (exponent !== undefined) {
    // Only below a millionth (rounds to nothing) or from 10^21 up (a whole number) does String() use exponents.
    cents = Number(exponent) < 0 ? 0n : BigInt(Math.abs(amount)) * 100n;
  } else {
    const [whole = '0', fraction = ''] = digits.split('.');
    const rest = fraction.padEnd(3, '0');
    cents = BigInt(whole) * 100n + BigInt(rest.slice(0, 2)) + (Number(rest[2]) >= 5 ? 1n : 0n);
  }
  const dollars = groupThousands((cents / 100n).toString());
  return `${amount < 0 && cents > 0n ? '-' : ''}$${dollars}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/**
 * "24.99" → 2499. Parsed from the digits, not through a float, so "1.005" is 101 (half up) and never
 * 100.49999. Returns null for anything that is not a non-negative numeric string.
 */
export function priceToCents(price: string): number | null {
  if (typeof price !== 'string' || !PRICE_PATTERN.test(price)) return null;
  const [whole = '0', fraction = ''] = price.split('.');
  const digits = fraction.padEnd(3, '0');
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Dollars as a number (what the cart totals carry for display). */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/** 2499 → "24.99": the decimal string orders and answers carry. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * 1234.5 → "$1,234.50"; also takes a price string ("24.99"). A value that is not a finite amount
 * shows as "—" rather than a misleading "$0.00" or "$NaN".
 */
export function formatMoney(amount: number | string): string {
  const value = typeof amount === 'string' ? priceToCents(amount) : amount;
  if (value === null || typeof value !== 'number' || !Number.isFinite(value)) return '—';
  return formatUsd(typeof amount === 'string' ? centsToAmount(value) : value);
}
