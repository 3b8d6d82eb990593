import type { StorefrontCache } from '../cache-policy';
import type { StorefrontClient } from '../client';
import type { StorefrontError, StorefrontResult } from '../types';

/**
 * Runs one query and reshapes it; any failure is logged and answered as `ok: false` with `empty`.
 * Every query states how long the gateway may keep its answer (`cache`, see cache-policy.ts).
 */
export async function run<W, T>(
  client: StorefrontClient,
  operation: string,
  document: string,
  variables: Record<string, unknown>,
  shape: (wire: W) => T,
  empty: T,
  { cache }: { cache: StorefrontCache },
): Promise<StorefrontResult<T>> {
  const { data, error } = await client.query<W>(document, variables, { cache });
  if (error || data === null) {
    const failure: StorefrontError = error ?? { kind: 'graphql', message: 'No data returned' };
    client.reportError(failure, operation);
    return { ok: false, data: empty, error: failure };
  }
  try {
    return { ok: true, data: shape(data) };
  } catch (err) {
    const failure: StorefrontError = { kind: 'graphql', message: `Unexpected answer: ${err instanceof Error ? err.message : String(err)}` };
    client.reportError(failure, operation);
    return { ok: false, data: empty, error: failure };
  }
}

export const invalidInput = <T>(client: StorefrontClient, operation: string, message: string, empty: T): StorefrontResult<T> => {
  const error: StorefrontError = { kind: 'invalid-input', message };
  client.reportError(error, operation);
  return { ok: false, data: empty, error };
};

/** First/limit arguments the API accepts (1..250); anything else falls back to the default. */
export const pageSize = (value: number | undefined, fallback: number): number =>
  value !== undefined && Number.isInteger(value) && value >= 1 && value <= 250 ? value : fallback;
