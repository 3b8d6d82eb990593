import { createHash, timingSafeEqual } from 'node:crypto';

/** Which remote a release token may change, and how the change log names it (never the token itself). */
export interface TokenHolder {
  remote: string;
  /** `<remote>#<first 12 hex of the token's sha256>`: enough to tell tokens apart in the log. */
  fingerprint: string;
}

const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/** `mfe-<name>:xxxx,mfe-<other>:yyyy` (RELEASE_TOKENS): one or more tokens per remote. */
export function parseReleaseTokens(value: string | undefined): Array<{ remote: string; token: string }> {
  if (!value) return [];
  return value
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf(':');
      return { remote: pair.slice(0, at).trim(), token: pair.slice(at + 1).trim() };
    });
}

/**
 * Finds the holder of a presented token. Every configured token is compared, each through its sha256
 * (equal lengths for timingSafeEqual, and no early exit), so the answer's timing says nothing about
 * how much of a token was right.
 */
export function createTokenCheck(tokens: Array<{ remote: string; token: string }>) {
  const known = tokens.map((t) => ({ remote: t.remote, hash: digest(t.token) }));
  return (presented: string | undefined): TokenHolder | null => {
    if (!presented) return null;
    const hash = digest(presented);
    let holder: TokenHolder | null = null;
    for (const t of known) {
      if (timingSafeEqual(hash, t.hash) && !holder) holder = { remote: t.remote, fingerprint: `${t.remote}#${hash.toString('hex').slice(0, 12)}` };
    }
    return holder;
  };
}
