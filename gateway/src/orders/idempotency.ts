import { createHash } from 'node:crypto';
import type { Database } from '../db';
import { AppError } from '../errors/app-error';
import type { Outcome } from './outcome';

/** The IETF draft leaves the lifetime to the server; keys are kept a full day, as Stripe does. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

const INVALID_KEY = 'The Idempotency-Key header must be a string of 1 to 255 visible characters.';

/**
 * The draft makes the header a Structured Field string (`"8e03978e-…"`); a bare token is accepted too,
 * since most clients send one. Absent means the request is not idempotent-protected.
 */
export function parseIdempotencyKey(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const trimmed = raw.trim();
  const key = /^".*"$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
  if (!/^[\x21-\x7e]{1,255}$/.test(key) || key.includes('"')) throw new AppError(400, INVALID_KEY, { details: { success: false } });
  return key;
}

/** SHA-256 of the request with keys sorted, so the same request in another key order matches. */
export function fingerprint(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Runs `work` at most once per key (IETF draft-ietf-httpapi-idempotency-key-header): a repeat of a
 * finished request replays its answer; the same key with another request is 422; a repeat while the
 * first still runs is 409. An unexpected failure frees the key so the client can retry.
 */
export async function runIdempotently(
  db: Pick<Database, 'claimIdempotencyKey' | 'completeIdempotencyKey' | 'releaseIdempotencyKey'>,
  opts: { scope: string; key: string | undefined; fingerprint: string },
  work: () => Promise<Outcome>,
): Promise<Outcome & { replayed: boolean }> {
  const { scope, key } = opts;
  if (!key) return { ...(await work()), replayed: false };
  const claim = await db.claimIdempotencyKey({ scope, key, fingerprint: opts.fingerprint, ttlSeconds: IDEMPOTENCY_TTL_SECONDS });
  if (claim.state === 'mismatch') {
    throw new AppError(422, 'This Idempotency-Key was already used for a different request.', { details: { success: false } });
  }
  if (claim.state === 'in-progress') {
    throw new AppError(409, 'A request with this Idempotency-Key is still being processed. Please wait for it to finish.', {
      details: { success: false },
    });
  }
  if (claim.state === 'completed') return { status: claim.status, body: claim.body as Outcome['body'], replayed: true };
  let outcome: Outcome;
  try {
    outcome = await work();
  } catch (err) {
    await db.releaseIdempotencyKey(scope, key).catch(() => undefined);
    throw err;
  }
  await db.completeIdempotencyKey(scope, key, outcome);
  return { ...outcome, replayed: false };
}
