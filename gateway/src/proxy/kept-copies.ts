import { COMPRESS_THRESHOLD, compress, type Encoding } from './encoding';
import type { CachedResponse, ResponseCache } from './response-cache';

export interface Copy {
  encoding: Encoding;
  body: Buffer;
}

/** The kept copy in the client's encoding; undefined when the body goes as it is; null when a copy is still to be made. */
export function keptCopy(answer: CachedResponse, encoding: Encoding): Copy | undefined | null {
  if (encoding === 'identity' || answer.body.length < COMPRESS_THRESHOLD) return undefined;
  const body = answer.encoded?.[encoding];
  return body ? { encoding, body } : null;
}

/**
 * The body in the client's encoding. A kept answer's copy is made once, when the first client wants
 * it (those asking meanwhile share the work), then kept with it; copies nobody asks for are never made
 * (browsers want brotli, load clients nothing). If compressing fails, the answer goes uncompressed.
 * `key` null: the answer is not kept, so its copy is made for this client only.
 */
export function createCopyMaker(cache: ResponseCache) {
  const compressing = new Map<string, Promise<Buffer>>();
  return async function copyFor(answer: CachedResponse, encoding: Encoding, key: string | null): Promise<Copy | undefined> {
    const kept = keptCopy(answer, encoding);
    if (kept !== null) return kept;
    if (encoding === 'identity') return undefined;
    if (!key) return compress(answer.body, encoding).then((body) => ({ encoding, body }), () => undefined);
    const id = `${encoding}\n${key}`;
    let pending = compressing.get(id);
    if (!pending) {
      pending = compress(answer.body, encoding).then((body) => {
        cache.addEncoded(key, answer, encoding, body);
        return body;
      });
      compressing.set(id, pending);
      void pending.catch(() => undefined).finally(() => compressing.delete(id));
    }
    return pending.then((body) => ({ encoding, body }), () => undefined);
  };
}
