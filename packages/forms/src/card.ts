/** Card-number rules shared by the checkout form, the Bundle Studio payment form and the server. */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unknown';

/** The input mask groups digits with spaces; the rules (001 §5) count digits with spaces removed. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/\s+/g, '');
}

/** Luhn (mod 10) checksum: catches a mistyped digit and most swapped pairs before any charge is tried. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** 13 to 19 digits (spaces removed) with a valid checksum. */
export function isValidCardNumber(input: string): boolean {
  const digits = normalizeCardNumber(input);
  return /^\d{13,19}$/.test(digits) && passesLuhn(digits);
}

/** The brand from the issuer prefix (IIN ranges as published by the networks). */
export function detectCardBrand(input: string): CardBrand {
  const d = normalizeCardNumber(input);
  const first2 = Number(d.slice(0, 2));
  const first3 = Number(d.slice(0, 3));
  const first4 = Number(d.slice(0, 4));
  if (d.startsWith('4')) return 'visa';
  if ((first2 >= 51 && first2 <= 55) || (first4 >= 2221 && first4 <= 2720)) return 'mastercard';
  if (first2 === 34 || first2 === 37) return 'amex';
  if (d.startsWith('6011') || d.startsWith('65') || (first3 >= 644 && first3 <= 649)) return 'discover';
  if (first2 === 36 || first2 === 38 || (first3 >= 300 && first3 <= 305)) return 'diners';
  if (first4 >= 3528 && first4 <= 3589) return 'jcb';
  return 'unknown';
}

/** MM/YY, exactly five characters, month 01–12. */
export function isValidExpiry(input: string): boolean {
  return /^(0[1-9]|1[0-2])\/\d{2}$/.test(input);
}

/** The month after which a card stops working; null when the text is not MM/YY. */
export function parseExpiry(input: string): { month: number; year: number } | null {
  if (!isValidExpiry(input)) return null;
  return { month: Number(input.slice(0, 2)), year: 2000 + Number(input.slice(3, 5)) };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(input: string, now: Date = new Date()): boolean {
  const expiry = parseExpiry(input);
  if (!expiry) return true;
  const currentMonthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < currentMonthIndex;
}

export function isValidCvv(input: string): boolean {
  return /^\d{3,4}$/.test(input);
}

/** What may be shown or stored about a card: never more than the brand and the last four digits. */
export function cardSummary(input: string): { brand: CardBrand; last4: string } {
  const digits = normalizeCardNumber(input);
  return { brand: detectCardBrand(digits), last4: digits.slice(-4) };
}
