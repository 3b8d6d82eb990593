import { AppError } from '../errors/app-error';

export interface StorefrontTarget {
  upstreamOrigin: string;
  apiVersion: string;
  token?: string;
}

export interface CheckoutLine {
  merchandiseId: string;
  quantity: number;
}

// Shopify's Storefront schema: cartCreate(input: CartInput) → CartCreatePayload { cart, userErrors }.
export const CART_CREATE_MUTATION = /* GraphQL */ `
  mutation CartCreate($input: CartInput!) {
    cartCreate(input: $input) {
      cart { id checkoutUrl }
      userErrors { field message }
    }
  }
`;

export const CHECKOUT_UNAVAILABLE_MESSAGE = 'Checkout is unavailable right now. Please try again in a moment.';

interface CartCreateResponse {
  data?: {
    cartCreate?: {
      cart?: { id: string; checkoutUrl: string } | null;
      userErrors?: Array<{ field?: string[] | null; message: string }>;
    } | null;
  } | null;
  errors?: Array<{ message: string }>;
}

/**
 * Creates a Storefront cart and answers its checkoutUrl: the store's own checkout takes the payment,
 * so card data never touches this server on that path.
 */
export async function createStorefrontCheckout(
  target: StorefrontTarget,
  lines: readonly CheckoutLine[],
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const url = `${target.upstreamOrigin.replace(/\/$/, '')}/api/${target.apiVersion}/graphql.json`;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (target.token) headers['X-Shopify-Storefront-Access-Token'] = target.token;
  let payload: CartCreateResponse;
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: CART_CREATE_MUTATION, variables: { input: { lines } } }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Storefront answered ${response.status}`);
    payload = (await response.json()) as CartCreateResponse;
  } catch (err) {
    throw new AppError(502, CHECKOUT_UNAVAILABLE_MESSAGE, { cause: err });
  }
  const result = payload.data?.cartCreate;
  const userError = result?.userErrors?.[0];
  if (userError) throw new AppError(422, userError.message);
  const checkoutUrl = result?.cart?.checkoutUrl;
  if (!checkoutUrl || !isHttpUrl(checkoutUrl)) {
    throw new AppError(502, CHECKOUT_UNAVAILABLE_MESSAGE, {
      cause: new Error(payload.errors?.[0]?.message ?? 'cartCreate returned no usable checkoutUrl'),
    });
  }
  return checkoutUrl;
}

// The browser is sent to this URL, so only a real web address may pass (no javascript: or data:).
function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
