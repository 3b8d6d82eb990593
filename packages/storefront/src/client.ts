import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import { STOREFRONT_CACHE_HEADER, type StorefrontCache } from './cache-policy';
import { DEFAULT_API_VERSION, storefrontEndpoint } from './endpoint';
import { logStorefrontError } from './log-error';
import type { StorefrontError } from './types';

/** Never a secret: the gateway drops it and adds the real token server-side. */
export const PLACEHOLDER_PUBLIC_TOKEN = 'gateway-managed-token';

export interface StorefrontClientOptions {
  /** The gateway's origin; defaults to the page's own (`window.location.origin`). */
  origin?: string;
  apiVersion?: string;
  fetch?: typeof fetch;
  /** Retries on 429/503 and network errors, 0-3 (the library waits 1 s, or Retry-After). */
  retries?: number;
  /** Where failed calls are logged (spec: errors are logged, helpers return empty data). */
  onError?: (error: StorefrontError, operation: string) => void;
}

export interface QueryOptions {
  /** How long the gateway may keep the answer (cache-policy.ts); unstated, the gateway's default. */
  cache?: StorefrontCache;
}

export interface StorefrontClient {
  readonly endpoint: string;
  query<T>(document: string, variables?: Record<string, unknown>, options?: QueryOptions): Promise<{ data: T | null; error: StorefrontError | null }>;
  reportError(error: StorefrontError, operation: string): void;
}

type GraphQLErrorLike = { message?: string; extensions?: { code?: string } };

function toError(errors: { networkStatusCode?: number; message?: string; graphQLErrors?: GraphQLErrorLike[] }): StorefrontError {
  const status = errors.networkStatusCode;
  const first = errors.graphQLErrors?.[0];
  if (status === 429 || first?.extensions?.code === 'THROTTLED') return { kind: 'throttled', message: first?.message ?? 'Throttled', status };
  if (first) return { kind: 'graphql', message: errors.graphQLErrors!.map((e) => e.message ?? 'GraphQL error').join('; '), status };
  if (status !== undefined && status >= 400) return { kind: 'http', message: errors.message ?? `HTTP ${status}`, status };
  return { kind: 'network', message: errors.message ?? 'Network error', status };
}

/**
 * The one Storefront client of the shop, built on @shopify/storefront-api-client and pointed at
 * the gateway (which holds the real token and picks the upstream). That library forces https and
 * keeps only the store's origin, and it wants exactly one token: we give it a placeholder public
 * token and a fetch that sends the request to the gateway's own origin and path.
 */
export function createStorefrontClient(opts: StorefrontClientOptions = {}): StorefrontClient {
  const apiVersion = opts.apiVersion ?? DEFAULT_API_VERSION;
  const { origin, endpoint } = storefrontEndpoint(opts.origin, apiVersion);
  const baseFetch = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const client = createStorefrontApiClient({
    storeDomain: new URL(origin).host,
    apiVersion,
    publicAccessToken: PLACEHOLDER_PUBLIC_TOKEN,
    retries: Math.max(0, Math.min(3, opts.retries ?? 1)),
    // The library builds https://<host>/api/<version>/graphql.json; the gateway is the real target.
    customFetchApi: (_url, init) => baseFetch(endpoint, { ...init, credentials: 'same-origin' } as RequestInit),
    // It warns about versions older than its supported window; 2025-01 is our pinned, validated one.
    logger: () => undefined,
  });
  const reportError = opts.onError ?? logStorefrontError;
  return {
    endpoint,
    reportError,
    async query<T>(document: string, variables?: Record<string, unknown>, options?: QueryOptions) {
      try {
        const headers = options?.cache ? { [STOREFRONT_CACHE_HEADER]: options.cache } : undefined;
        const answer = await client.request<T>(document, { variables, headers });
        if (answer.errors) return { data: (answer.data as T | undefined) ?? null, error: toError(answer.errors as Parameters<typeof toError>[0]) };
        return { data: (answer.data as T | undefined) ?? null, error: answer.data ? null : { kind: 'graphql', message: 'No data returned' } };
      } catch (err) {
        return { data: null, error: { kind: 'network', message: err instanceof Error ? err.message : String(err) } };
      }
    },
  };
}
