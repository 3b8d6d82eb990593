import { addToCart, getCart, saveLastOrder } from '@tjb/cart-bus';
import { screen } from '@testing-library/react';
import { HttpResponse, mockApi } from '@tjb/test-support';
import { helmetInput } from '../../../testing/cart-fixtures';
import { hydratePage, renderPage } from '../../../testing/render';
import { OrderConfirmationPage } from './order-confirmation-page';

const order = {
  name: 'TJB-1001',
  status: 'paid',
  createdAt: '2025-01-10T12:00:00.000Z',
  email: 'tina@example.com',
  lines: [{ title: 'Road Captain Helmet', variantTitle: 'M / Black', image: null, quantity: 2, price: '120.00', lineTotal: '240.00' }],
  itemCount: 2,
  subtotal: '240.00',
  tax: '19.20',
  shipping: '0.00',
  total: '259.20',
  payment: { method: 'credit-card', brand: 'visa', last4: '4242' },
  shippingAddress: { firstName: 'Tina', lastName: 'Jones', address1: '12 Main St', address2: '', city: 'Fayetteville', state: 'AR', zip: '72701', country: 'US' },
  deliveryEstimate: { earliest: '2025-01-15', latest: '2025-01-17' },
};

/** An order lookup's answer (status and JSON body, none when undefined). */
const reply = (status: number, body?: unknown) => (body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body as never, { status }));

/** The order route, answering every lookup with `answer`; returns the requests it received. */
const mockOrdersApi = (answer: () => Response) => mockApi('get', '/api/orders/:name', () => answer());

const renderAt = (route: string) => renderPage(<OrderConfirmationPage />, { route });

describe('OrderConfirmationPage', () => {
  beforeEach(() => window.localStorage.clear());

  it('when the order belongs to this session, then its reference, lines and charged totals are shown and the cart is cleared', async () => {
    addToCart(helmetInput);
    const fetch = mockOrdersApi(() => reply(200, { order }));
    renderAt('/order-confirmation?order=TJB-1001');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank You for Your Order!' })).toBeInTheDocument();
    expect(screen.getByTestId('order-reference')).toHaveTextContent('TJB-1001');
    expect(await screen.findByText('Road Captain Helmet')).toBeInTheDocument();
    expect(screen.getByText('$259.20')).toBeInTheDocument();
    expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(fetch.map((c) => c.path)).toEqual(['/api/orders/TJB-1001']);
    expect(getCart()).toEqual([]);
  });

  it('when the order is loaded, then the page says where the receipt went and when the parcel should arrive', async () => {
    mockOrdersApi(() => reply(200, { order }));
    renderAt('/order-confirmation?order=TJB-1001');
    expect(await screen.findByTestId('receipt-email')).toHaveTextContent('A receipt is on its way to tina@example.com.');
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent('Estimated delivery' + 'Wed, Jan 15 – Fri, Jan 17');
  });

  it('when nothing ships (gift cards only), then no delivery estimate is promised', async () => {
    mockOrdersApi(() => reply(200, { order: { ...order, deliveryEstimate: null } }));
    renderAt('/order-confirmation?order=TJB-1001');
    expect(await screen.findByTestId('receipt-email')).toBeInTheDocument();
    expect(screen.queryByTestId('delivery-estimate')).not.toBeInTheDocument();
  });

  it('when the payment step placed the order and the cart was filled again before this page mounted, then that cart stays', async () => {
    mockOrdersApi(() => reply(200, { order }));
    saveLastOrder({ name: 'TJB-1001', total: '259.20' });
    addToCart(helmetInput);
    renderAt('/order-confirmation?order=TJB-1001');
    expect(await screen.findByText('Road Captain Helmet')).toBeInTheDocument();
    expect(getCart()).toHaveLength(1);
  });

  it('when a return from the hosted checkout is reloaded, then only the first visit empties the cart', () => {
    mockOrdersApi(() => reply(500));
    addToCart(helmetInput);
    const first = renderAt('/order-confirmation?checkout=c1-7f3a');
    expect(getCart()).toEqual([]);
    first.unmount();
    addToCart(helmetInput);
    renderAt('/order-confirmation?checkout=c1-7f3a');
    expect(getCart()).toHaveLength(1);
  });

  it('when the order is not this session\'s, then the reference alone is shown with the ways back', async () => {
    mockOrdersApi(() => reply(404, { message: 'Order not found' }));
    renderAt('/order-confirmation?order=TJB-1001');
    expect(await screen.findByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Order Details' })).not.toBeInTheDocument();
  });

  it('when the shopper returns from the hosted checkout, then the checkout reference shows and no order lookup is made', () => {
    const fetch = mockOrdersApi(() => reply(500));
    renderAt('/order-confirmation?checkout=c1-7f3a');
    expect(screen.getByTestId('order-reference')).toHaveTextContent('c1-7f3a');
    expect(fetch).toHaveLength(0);
  });

  it('when no reference is given, then one is made from TJB- and a timestamp', () => {
    mockOrdersApi(() => reply(500));
    renderAt('/order-confirmation');
    expect(screen.getByTestId('order-reference').textContent).toMatch(/^TJB-\d{13}$/);
  });

  it('when the order lookup answers nonsense, then the page still stands', async () => {
    mockOrdersApi(() => reply(200, { order: { name: 42 } }));
    renderAt('/order-confirmation?order=TJB-1001');
    expect(await screen.findByRole('link', { name: 'Continue Shopping' })).toBeInTheDocument();
    expect(screen.getByTestId('order-reference')).toHaveTextContent('TJB-1001');
  });
});

describe('OrderConfirmationPage served by the gateway', () => {
  beforeEach(() => window.localStorage.clear());

  it('when the URL names no order, then the made-up reference appears once hydrated, without a mismatch', async () => {
    mockOrdersApi(() => reply(500));
    const page = await hydratePage(<OrderConfirmationPage />, { route: '/order-confirmation' });
    expect(page.serverHtml).toContain('Thank You for Your Order!');
    expect(page.serverHtml).not.toMatch(/TJB-\d/);
    expect(page.mismatches).toEqual([]);
    expect(page.container.querySelector('[data-testid="order-reference"]')?.textContent).toMatch(/^TJB-\d{13}$/);
    page.unmount();
  });

  it('when the URL names the order, then the reference is in the HTML and the cart is emptied once hydrated', async () => {
    mockOrdersApi(() => reply(404, { message: 'Order not found' }));
    addToCart(helmetInput);
    const page = await hydratePage(<OrderConfirmationPage />, { route: '/order-confirmation?order=TJB-1001' });
    expect(page.serverHtml).toContain('TJB-1001');
    expect(page.mismatches).toEqual([]);
    expect(getCart()).toEqual([]);
    page.unmount();
  });
});
