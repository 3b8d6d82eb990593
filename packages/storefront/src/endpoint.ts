/** The Storefront API version the shop is built and validated against. */
export const DEFAULT_API_VERSION = '2025-01';

/**
 * Where the shop's Storefront queries go: the gateway's `/api/<version>/graphql.json` on the given
 * origin, by default the page's own. Throws for anything but a bare http(s) origin.
 */
export function storefrontEndpoint(originInput?: string, apiVersion: string = DEFAULT_API_VERSION): { origin: string; endpoint: string } {
  // globalThis, not window: the gateway (node, no DOM types) imports this module too.
  const pageOrigin = (globalThis as { location?: { origin?: string } }).location?.origin ?? '';
  const origin = (originInput ?? pageOrigin).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(origin)) {
    throw new Error(`createStorefrontClient: an origin like "https://shop.example" is required (got "${origin}")`);
  }
  return { origin, endpoint: `${origin}/api/${apiVersion}/graphql.json` };
}
