import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addCartItem, type CartItem } from '@tjb/cart-bus';
import { helmetInput } from '../../../testing/cart-fixtures';
import { fakeResponse } from '../../../testing/fake-response';
import { renderPage } from '../../../testing/render';
import { redirectTo, resetHostedCheckoutAnswer, ShopifyCheckoutButton } from './shopify-checkout-button';

function cartOf(): CartItem[] {
  const added = addCartItem([], helmetInput);
  if (!added.ok) throw new Error(added.error);
  return added.items;
}

function mockShop(hostedCheckout: boolean) {
  const fetch = jest.fn(async (url: string) => {
    if (url === '/api/checkout/options') return fakeResponse(200, { hostedCheckout });
    if (url === '/api/shopify/cart/create') return fakeResponse(200, { checkoutUrl: 'https://tjs.myshopify.com/checkouts/c1' });
    return fakeResponse(404, { message: 'Not found' });
  });
  Object.assign(globalThis, { fetch });
  return fetch;
}

describe('Checkout with Shopify', () => {
  beforeEach(() => resetHostedCheckoutAnswer());

  it('when the shop runs on a store of its own, then the button sends the cart to the store\'s checkout', async () => {
    const fetch = mockShop(true);
    const assign = jest.spyOn(redirectTo, 'assign').mockImplementation(() => undefined);
    renderPage(<ShopifyCheckoutButton items={cartOf()} />, { route: '/checkout' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Checkout with Shopify' }));
    expect(fetch).toHaveBeenCalledWith('/api/shopify/cart/create', expect.objectContaining({ method: 'POST' }));
    expect(assign).toHaveBeenCalledWith('https://tjs.myshopify.com/checkouts/c1');
  });

  it('when the shop runs on the embedded store, then there is no button', async () => {
    const fetch = mockShop(false);
    renderPage(<ShopifyCheckoutButton items={cartOf()} />, { route: '/checkout' });
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/checkout/options', expect.anything()));
    // The answer has been read once the fetch settles.
    await act(async () => {
      await fetch.mock.results[0]?.value;
    });
    expect(screen.queryByRole('button', { name: 'Checkout with Shopify' })).not.toBeInTheDocument();
  });
});
