import { CHECKOUT_CART_CREATE_MUTATION, type CheckoutCartCreateData } from '@tjb/storefront/documents';
import { AppError } from '../errors/app-error';
import { storefrontRequest, StorefrontRequestError, type StorefrontTarget } from '../storefront-client/storefront-request';

export type { StorefrontTarget };

export interface CheckoutLine {
  merchandiseId: string;
  quantity: number;
}

export const CHECKOUT_UNAVAILABLE_MESSAGE = 'Checkout is unavailable right now. Please try again in a moment.';

/**
 * Creates a Storefront cart and answers its checkoutUrl: the store's own checkout takes the payment,
 * so card data never touches this server on that path.
 */
export async function createStorefrontCheckout(
  target: StorefrontTarget,
  lines: readonly CheckoutLine[],
): Promise<string> {
  let data: CheckoutCartCreateData;
  try {
    data = await storefrontRequest<CheckoutCartCreateData>(target, CHECKOUT_CART_CREATE_MUTATION, { input: { lines } });
  } catch (err) {
    if (err instanceof StorefrontRequestError) throw new AppError(502, CHECKOUT_UNAVAILABLE_MESSAGE, { cause: err });
    throw err;
  }
  const result = data.cartCreate;
  const userError = result?.userErrors?.[0];
  if (userError) throw new AppError(422, userError.message);
  const checkoutUrl = result?.cart?.checkoutUrl;
  if (!checkoutUrl || !isHttpUrl(checkoutUrl)) {
    throw new AppError(502, CHECKOUT_UNAVAILABLE_MESSAGE, {
      cause: new Error('cartCreate returned no usable checkoutUrl'),
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
