/**
 * Catalogue-sized work buffers shared by every query. A query over 100k products would otherwise
 * allocate a fresh 100-200 KB array per step; those live outside the JS heap and push V8 into
 * early full collections, which is what showed up as latency spikes. Queries run synchronously
 * between awaits, so one buffer of each kind is enough; whoever takes one gives it back zeroed.
 */
let flags = new Uint8Array(0);
let weights = new Uint16Array(0);

export function zeroedFlags(size: number): Uint8Array {
  if (flags.length < size) flags = new Uint8Array(size);
  return flags;
}

export function zeroedWeights(size: number): Uint16Array {
  if (weights.length < size) weights = new Uint16Array(size);
  return weights;
}
