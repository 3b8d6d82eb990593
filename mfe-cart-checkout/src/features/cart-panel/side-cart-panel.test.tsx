import { addToCart, getCart, isCartPanelOpen, openCartPanel } from '@tjb/cart-bus';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { helmetInput, patchInput } from '../../testing/cart-fixtures';
import { collectToasts, renderPage } from '../../testing/render';
import { SideCartPanel } from './side-cart-panel';

// jsdom has no showModal, so the dialog stays closed in the accessibility tree; queries say hidden: true.
const hidden = { hidden: true } as const;

describe('SideCartPanel', () => {
  beforeEach(() => window.localStorage.clear());

  it('when the cart has lines, then the panel lists them with options and the spec totals', async () => {
    addToCart(helmetInput);
    addToCart(patchInput);
    renderPage(<SideCartPanel />);
    act(() => openCartPanel());
    // The dialog's code loads with the first dialog opened.
    expect(await screen.findByRole('heading', { name: 'Shopping Cart', ...hidden })).toBeInTheDocument();
    expect(screen.getByText('2 items in your cart')).toBeInTheDocument();
    expect(screen.getByText('Size: M · Color: Black')).toBeInTheDocument();
    expect(screen.getByText('Tax (estimate)')).toBeInTheDocument();
    // 120.00 + 12.50 = 132.50; 8% tax = 10.60; free shipping from $99.
    expect(screen.getByText('$132.50')).toBeInTheDocument();
    expect(screen.getByText('$10.60')).toBeInTheDocument();
    expect(screen.getByText('$143.10')).toBeInTheDocument();
    expect(screen.getByText('FREE')).toBeInTheDocument();
  });

  it('when plus is pressed, then the one cart on the bus changes', async () => {
    addToCart(helmetInput);
    renderPage(<SideCartPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Road Captain Helmet', ...hidden }));
    expect(getCart()[0]?.quantity).toBe(2);
    expect(screen.getByText('2 items in your cart')).toBeInTheDocument();
  });

  it('when minus is pressed at quantity 1, then the line is removed with the Item Removed toast', async () => {
    addToCart(helmetInput);
    const { toasts, stop } = collectToasts();
    renderPage(<SideCartPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Road Captain Helmet', ...hidden }));
    expect(getCart()).toEqual([]);
    expect(toasts).toEqual([{ title: 'Item Removed', description: 'Item has been removed from your cart.', variant: 'success' }]);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    stop();
  });

  it('when Clear Cart is pressed, then the cart empties with the Cart Cleared toast', async () => {
    addToCart(helmetInput);
    const { toasts, stop } = collectToasts();
    renderPage(<SideCartPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart', ...hidden }));
    expect(getCart()).toEqual([]);
    expect(toasts.map((t) => t.title)).toEqual(['Cart Cleared']);
    stop();
  });

  it('when Clear Cart is pressed and then Undo, then exactly the same lines come back', async () => {
    addToCart({ ...helmetInput, quantity: 2 });
    const before = getCart();
    renderPage(<SideCartPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart', ...hidden }));
    expect(screen.getByText('Your cart was cleared.')).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('button', { name: 'Undo', ...hidden }));
    expect(getCart()).toEqual(before);
  });

  it('when Secure Checkout is pressed, then the panel closes and the shopper is on /checkout', async () => {
    addToCart(helmetInput);
    renderPage(<SideCartPanel />, { route: '/product/road-captain-helmet' });
    act(() => openCartPanel());
    await userEvent.click(screen.getByRole('button', { name: 'Secure Checkout', ...hidden }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    expect(isCartPanelOpen()).toBe(false);
  });

  it('when the cart is empty, then it says so and offers Start Shopping (to /shop) and Continue Shopping (closes)', async () => {
    renderPage(<SideCartPanel />);
    act(() => openCartPanel());
    expect(screen.getByText('0 items in your cart')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', hidden);
    expect(within(dialog).getByRole('link', { name: 'Start Shopping', ...hidden })).toHaveAttribute('href', '/shop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Shopping', ...hidden }));
    expect(isCartPanelOpen()).toBe(false);
  });

  it('when View Cart is followed, then the panel closes on the way to /cart', async () => {
    addToCart(helmetInput);
    renderPage(<SideCartPanel />);
    act(() => openCartPanel());
    await userEvent.click(screen.getByRole('link', { name: 'View Cart', ...hidden }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    expect(isCartPanelOpen()).toBe(false);
  });
});
