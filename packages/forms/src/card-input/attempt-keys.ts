/**
 * One Idempotency-Key per purchase attempt. The key is kept while the same request might still be
 * running or might have run without the answer reaching us (a double click, a dropped connection, a
 * proxy timeout), so a resend replays the first answer instead of charging twice. Once an answer is
 * final, or the shopper changes anything in the request, the next press is a new attempt with a new key.
 */
export interface AttemptKeys {
  /** The key for this request: the current one if the request is the same, else a fresh one. */
  keyFor(fingerprint: string): string;
  /** The attempt got a final answer (placed, declined, refused): the next press starts a new attempt. */
  settle(): void;
}

export function createAttemptKeys(newKey: () => string = randomKey): AttemptKeys {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint) {
      if (!current || current.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
      return current.key;
    },
    settle() {
      current = null;
    },
  };
}

/** A v4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function randomKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
