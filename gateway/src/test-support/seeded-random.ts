/**
 * A deterministic random source for fuzz tests (mulberry32): the same seed gives the same cases on
 * every machine, so a failure names its seed and case and can be replayed.
 */
export interface SeededRandom {
  next(): number;
  int(minInclusive: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** Text of `length` characters from a mix of ASCII, accents, emoji, controls and quotes. */
  text(length: number): string;
}

const ALPHABET = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.,:;!?/\\\'"`{}[]()<>@#$%^&*=+|~', 'é', 'ß', 'Ω', '中', '🏍️', '𝔘', '\u0000', '\u202e', '\ufeff', '\n', '\t'];

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)]!,
    chance: (p: number) => next() < p,
    text: (length: number) => Array.from({ length }, () => ALPHABET[int(0, ALPHABET.length - 1)]).join(''),
  };
}
