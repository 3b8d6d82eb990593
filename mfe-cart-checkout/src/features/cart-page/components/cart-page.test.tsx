import { addToCart, getCart } from '@tjb/cart-bus';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { helmetInput, patchInput } from '../../../testing/cart-fixtures';
import { collectToasts, hydratePage, renderPage } from '../../../testing/render';
import { CartPage } from './cart-page';

describe('CartPage', () => {
  beforeEach(() => window.localStorage.clear());

  it('when the cart is empty, then it says so with Start Shopping to /shop and the Style with TJ link', () => {
    renderPage(<CartPage />, { route: '/cart' });
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: /Style with TJ/ })).toHaveAttribute('href', '/style-with-tj');
  });

  it('when the subtotal is under $99, then shipping reads the flat $9.99, is in the total, and the gap to free shipping is shown', () => {
    addToCart({ ...patchInput, quantity: 2 });
    renderPage(<CartPage />, { route: '/cart' });
    expect(screen.getByText('$9.99')).toBeInTheDocument();
    expect(screen.getByText('Add $74.00 more for free shipping.')).toBeInTheDocument();
    // 25.00 + 8% + 9.99 = 36.99
    expect(screen.getByTestId('order-total')).toHaveTextContent('$36.99');
  });

  it('when the subtotal reaches $99, then shipping is FREE', () => {
    addToCart(helmetInput);
    renderPage(<CartPage />, { route: '/cart' });
    expect(screen.getByText('FREE')).toBeInTheDocument();
    expect(screen.queryByText('$9.99')).not.toBeInTheDocument();
  });

  it('when quantities change here or elsewhere, then the page follows the one cart', async () => {
    addToCart(helmetInput);
    renderPage(<CartPage />, { route: '/cart' });
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Road Captain Helmet' }));
    expect(screen.getByText('2 items in your cart')).toBeInTheDocument();
    // Another remote adds to the cart through the bus.
    act(() => {
      addToCart(patchInput);
    });
    expect(screen.getByText('3 items in your cart')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Eagle Back Patch' }));
    expect(getCart().map((l) => l.productData.title)).toEqual(['Road Captain Helmet']);
  });

  it('when Clear All is pressed, then the cart empties with the Cart Cleared toast', async () => {
    addToCart(helmetInput);
    const { toasts, stop } = collectToasts();
    renderPage(<CartPage />, { route: '/cart' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(getCart()).toEqual([]);
    expect(toasts.map((t) => t.title)).toEqual(['Cart Cleared']);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    stop();
  });

  it('when Clear All is pressed and then Undo, then exactly the same lines come back and the Undo goes away', async () => {
    addToCart(helmetInput);
    addToCart({ ...patchInput, quantity: 3 });
    const before = getCart();
    const user = userEvent.setup();
    renderPage(<CartPage />, { route: '/cart' });
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByText('Your cart was cleared.')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(getCart()).toEqual(before);
    expect(await screen.findByText('4 items in your cart')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('when Proceed to Checkout is pressed, then the shopper goes to /checkout; Back to Shop leads to /shop', async () => {
    addToCart(helmetInput);
    renderPage(<CartPage />, { route: '/cart' });
    expect(screen.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });
});

describe('CartPage served by the gateway', () => {
  beforeEach(() => window.localStorage.clear());

  it('when the page arrives, then its HTML holds the heading and the lines\' place, and hydration fills in the stored cart without a mismatch', async () => {
    addToCart(helmetInput);
    const page = await hydratePage(<CartPage />, { route: '/cart' });
    // The server cannot see the cart: no "empty" verdict in its HTML, only the frame.
    expect(page.serverHtml).toContain('Shopping Cart');
    expect(page.serverHtml).toContain('Loading your cart');
    expect(page.serverHtml).not.toContain('Your cart is empty');
    expect(page.mismatches).toEqual([]);
    expect(page.container).toHaveTextContent('Road Captain Helmet');
    expect(page.container).toHaveTextContent('1 item in your cart');
    expect(page.container.querySelector('[aria-busy="true"]')).toBeNull();
    page.unmount();
  });

  it('when the stored cart is empty, then the hydrated page says so', async () => {
    const page = await hydratePage(<CartPage />, { route: '/cart' });
    expect(page.mismatches).toEqual([]);
    expect(page.container).toHaveTextContent('Your cart is empty');
    page.unmount();
  });

  it("when a line's picture is on Shopify's CDN, then its thumbnail asks for a thumbnail's width, not the uploaded original", () => {
    addToCart({ ...helmetInput, productData: { ...helmetInput.productData, image: 'https://cdn.shopify.com/s/files/1/0001/products/helmet.jpg' } });
    const { container } = renderPage(<CartPage />, { route: '/cart' });
    const img = container.querySelector('li img')!;
    const size = Number(img.getAttribute('width'));
    const widths = img.getAttribute('srcset')!.split(', ').map((entry) => Number(new URL(entry.split(' ')[0]!).searchParams.get('width')));
    expect(img.getAttribute('sizes')).toBe(`${size}px`);
    expect(Math.max(...widths)).toBeLessThanOrEqual(size * 3);
    expect(Number(new URL(img.getAttribute('src')!).searchParams.get('width'))).toBeLessThanOrEqual(size * 3);
  });
});
