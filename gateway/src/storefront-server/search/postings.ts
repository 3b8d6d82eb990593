/**
 * Sets of products as ascending arrays of catalogue positions ("ordinals"): what the index stores
 * per word, type, tag and vendor, and what a query narrows down to before anything is materialised.
 */
export type Ordinals = Uint32Array;

export const EMPTY: Ordinals = new Uint32Array(0);

/** Positions whose flag is set, ascending. */
function fromFlags(flags: Uint8Array): Ordinals {
  let count = 0;
  for (let i = 0; i < flags.length; i += 1) if (flags[i]) count += 1;
  const out = new Uint32Array(count);
  let k = 0;
  for (let i = 0; i < flags.length; i += 1) if (flags[i]) out[k++] = i;
  return out;
}

export function toFlags(ords: Ordinals, size: number): Uint8Array {
  const flags = new Uint8Array(size);
  for (let i = 0; i < ords.length; i += 1) flags[ords[i]!] = 1;
  return flags;
}

/** First index of `a` holding a value >= `value`. */
function lowerBound(a: Ordinals, value: number, from: number): number {
  let lo = from;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Intersection of two ascending sets: a merge, or binary searches when one side is much smaller. */
export function intersect(a: Ordinals, b: Ordinals): Ordinals {
  if (a.length > b.length) [a, b] = [b, a];
  if (a.length === 0) return EMPTY;
  const out = new Uint32Array(a.length);
  let k = 0;
  if (a.length * 16 < b.length) {
    let from = 0;
    for (let i = 0; i < a.length; i += 1) {
      from = lowerBound(b, a[i]!, from);
      if (from >= b.length) break;
      if (b[from] === a[i]) out[k++] = a[i]!;
    }
  } else {
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
      const x = a[i]!;
      const y = b[j]!;
      if (x === y) {
        out[k++] = x;
        i += 1;
        j += 1;
      } else if (x < y) i += 1;
      else j += 1;
    }
  }
  return k === out.length ? out : out.slice(0, k);
}

/** Union of ascending sets. */
export function union(sets: readonly Ordinals[], size: number): Ordinals {
  const nonEmpty = sets.filter((s) => s.length > 0);
  if (nonEmpty.length === 0) return EMPTY;
  if (nonEmpty.length === 1) return nonEmpty[0]!;
  const total = nonEmpty.reduce((sum, s) => sum + s.length, 0);
  if (total * 8 < size) {
    // Few members: sorting them beats scanning a flag per product of the catalogue.
    const all = new Uint32Array(total);
    let k = 0;
    for (const s of nonEmpty) {
      all.set(s, k);
      k += s.length;
    }
    all.sort();
    let w = 0;
    for (let r = 0; r < all.length; r += 1) if (r === 0 || all[r] !== all[r - 1]) all[w++] = all[r]!;
    return all.slice(0, w);
  }
  const flags = new Uint8Array(size);
  for (const s of nonEmpty) for (let i = 0; i < s.length; i += 1) flags[s[i]!] = 1;
  return fromFlags(flags);
}

/** Every position of `0..size-1` not in `a`. */
export function complement(a: Ordinals, size: number): Ordinals {
  const out = new Uint32Array(size - a.length);
  let k = 0;
  let j = 0;
  for (let i = 0; i < size; i += 1) {
    if (j < a.length && a[j] === i) j += 1;
    else out[k++] = i;
  }
  return out;
}

export function range(size: number): Ordinals {
  const out = new Uint32Array(size);
  for (let i = 0; i < size; i += 1) out[i] = i;
  return out;
}
