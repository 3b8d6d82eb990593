import { createHash, randomInt } from 'node:crypto';
import { normalizeCode } from '@tjb/pricing';

// No 0/O or 1/I: a code read aloud or copied from an email is typed back right.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomChars(count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** 16 characters from 32 (80 bits): too many to guess, so a fast hash is enough to store it. */
export function newGiftCardCode(): string {
  return randomChars(16).replace(/(.{4})(?=.)/g, '$1-');
}

export function newDiscountCode(prefix: string): string {
  return `${prefix}-${randomChars(8)}`;
}

/** What is stored and looked up for a gift card: never the code itself. */
export function giftCardCodeHash(normalizedCode: string): string {
  return createHash('sha256').update(`tjb-gift-card:${normalizedCode}`).digest('hex');
}

export { normalizeCode };
