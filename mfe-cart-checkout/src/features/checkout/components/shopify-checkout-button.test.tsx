import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addCartItem, type CartItem } from '@tjb/cart-bus';
import { mockApi, server } from '@tjb/test-support';
import { helmetInput } from '../../../testing/cart-fixtures';
import { renderPage } from '../../../testing/render';
import { redirectTo, resetHostedCheckoutAnswer, ShopifyCheckoutButton } from './shopify-checkout-button';

function cartOf(): CartItem[] {
  const added = addCartItem([], helmetInput);
  if (!added.ok) throw new Error(added.error);
  return added.items;
}

/** The shop's checkout routes on the shared fake network; returns the requests each received. */
function mockShop(hostedCheckout: boolean) {
  return {
    options: mockApi('get', '/api/checkout/options', () => ({ hostedCheckout })),
    create: mockApi('post', '/api/shopify/cart/create', () => ({ checkoutUrl: 'https://tjs.myshopify.com/checkouts/c1' })),
  };
}

describe('Checkout with Shopify', () => {
  beforeEach(() => resetHostedCheckoutAnswer());

  it('when the shop runs on a store of its own, then the button sends the cart to the store\'s checkout', async () => {
    const shop = mockShop(true);
    const assign = jest.spyOn(redirectTo, 'assign').mockImplementation(() => undefined);
    renderPage(<ShopifyCheckoutButton items={cartOf()} />, { route: '/checkout' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Checkout with Shopify' }));
    await waitFor(() => expect(shop.create.map((c) => c.method)).toEqual(['POST']));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://tjs.myshopify.com/checkouts/c1'));
  });

  it('when the shop runs on the embedded store, then there is no button', async () => {
    const shop = mockShop(false);
    const answered = new Promise<void>((resolve) => server.events.on('response:mocked', () => resolve()));
    renderPage(<ShopifyCheckoutButton items={cartOf()} />, { route: '/checkout' });
    await waitFor(() => expect(shop.options).toHaveLength(1));
    // The answer has been read once it was sent and its body taken (a task later).
    await act(async () => {
      await answered;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('button', { name: 'Checkout with Shopify' })).not.toBeInTheDocument();
  });
});
