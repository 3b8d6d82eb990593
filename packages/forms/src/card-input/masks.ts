/**
 * Input masks for the card form (spec 001 §5). Each takes what is in the field and returns what should
 * be; `digitsBefore` keeps the caret after the same digit when spaces or the slash move around it.
 */

/** The longest card numbers (some Visa, Maestro, UnionPay) have 19 digits, which the rules accept. */
export const CARD_NUMBER_MAX_DIGITS = 19;

/** Digits only, grouped by 4: "4242424242424242" → "4242 4242 4242 4242". */
export function maskCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Digits only with the slash put in for the shopper, at most 4 digits: "1234" → "12/34". */
export function maskExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Digits only, at most 4. */
export function maskCvv(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 4);
}

/** Where the caret belongs in `masked` so that `digitCount` digits are before it. */
export function caretAfterDigits(masked: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i += 1) {
    if (/\d/.test(masked[i] ?? '')) seen += 1;
    if (seen === digitCount) return i + 1;
  }
  return masked.length;
}

/**
 * Applies `mask` to a text input in place (during its change event), keeping the caret where the
 * shopper was typing rather than throwing it to the end.
 */
export function applyMask(input: HTMLInputElement, mask: (raw: string) => string): void {
  const raw = input.value;
  const masked = mask(raw);
  if (masked === raw) return;
  const caret = input.selectionStart ?? raw.length;
  const digitsBefore = raw.slice(0, caret).replace(/\D/g, '').length;
  input.value = masked;
  if (document.activeElement === input) {
    const at = caretAfterDigits(masked, digitsBefore);
    input.setSelectionRange(at, at);
  }
}
