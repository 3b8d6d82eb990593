import { createStorefrontClient, type StorefrontClient } from './client';

/**
 * The Storefront client of one server render (a remote's src/server.tsx): the gateway's own endpoint
 * over loopback with the request's forwarded host and scheme, so image URLs match what the browser
 * would get. No retries and no logging: the browser asks again and reports a failure there.
 */
export function createRenderStorefrontClient(ctx: { storefrontEndpoint: string; storefrontHeaders: Record<string, string> }): StorefrontClient {
  return createStorefrontClient({
    origin: new URL(ctx.storefrontEndpoint).origin,
    retries: 0,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      for (const [name, value] of Object.entries(ctx.storefrontHeaders)) headers.set(name, value);
      return fetch(input, { ...init, headers });
    },
    onError: () => undefined,
  });
}
