/** Where the gateway's own server code asks Storefront questions: a real store, or the embedded server. */
export interface StorefrontTarget {
  upstreamOrigin: string;
  apiVersion: string;
  token?: string;
}

export class StorefrontRequestError extends Error {}

/**
 * One Storefront GraphQL request from server code (not the browser's, which goes through the proxy).
 * Any transport failure, non-2xx answer or GraphQL error becomes a StorefrontRequestError, so callers
 * decide once what the shopper is told.
 */
export async function storefrontRequest<T>(
  target: StorefrontTarget,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const url = `${target.upstreamOrigin.replace(/\/$/, '')}/api/${target.apiVersion}/graphql.json`;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (target.token) headers['X-Shopify-Storefront-Access-Token'] = target.token;
  let payload: { data?: T | null; errors?: Array<{ message: string }> };
  try {
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }), signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`Storefront answered ${response.status}`);
    payload = (await response.json()) as typeof payload;
  } catch (err) {
    throw new StorefrontRequestError('Storefront request failed', { cause: err });
  }
  if (!payload.data) throw new StorefrontRequestError(payload.errors?.[0]?.message ?? 'Storefront answered no data');
  return payload.data;
}
