import { addToCart, getCart, getLastOrder } from '@tjb/cart-bus';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { REFERENCE_CARTS } from '@tjb/pricing/testing';
import { HttpResponse, mockApi } from '@tjb/test-support';
import { helmetInput, patchInput } from '../../../testing/cart-fixtures';
import { collectToasts, hydratePage, renderPage } from '../../../testing/render';
import { CheckoutPage } from './checkout-page';

type Reply = Response | (() => Response | Promise<Response>);

const answer = (status: number, body: unknown) => HttpResponse.json(body as never, { status });

/** The payment route, answering from a queue; returns the requests it received. */
function mockPaymentApi(replies: Reply[]) {
  return mockApi('post', '/api/shopify/process-payment', () => {
    const reply = replies.shift() ?? answer(500, { success: false });
    return typeof reply === 'function' ? reply() : reply;
  });
}

const approved = (name = 'TJB-1001') => answer(201, { success: true, message: `Order ${name} has been created successfully`, order: { name, total: '129.60' } });

async function fillShipping(user: UserEvent) {
  await user.type(screen.getByLabelText('First Name'), 'Tina');
  await user.type(screen.getByLabelText('Last Name'), 'Jones');
  await user.type(screen.getByLabelText('Email'), 'tina@example.com');
  await user.type(screen.getByLabelText('Address'), '12 Main St');
  await user.type(screen.getByLabelText('City'), 'Fayetteville');
  await user.type(screen.getByLabelText('State'), 'AR');
  await user.type(screen.getByLabelText('ZIP Code'), '72701');
}

async function reachPayment(user: UserEvent) {
  await fillShipping(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Payment Information' });
}

async function fillCard(user: UserEvent, number = '4242424242424242') {
  await user.type(screen.getByLabelText('Card Number'), number);
  await user.type(screen.getByLabelText('Expiry Date (MM/YY)'), '1234');
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.type(screen.getByLabelText('Cardholder Name'), 'Tina Jones');
}

const renderCheckout = () => renderPage(<CheckoutPage />, { route: '/checkout' });

// Both blocks: an empty browser cart, and the toasts the page publishes.
let toasts: ReturnType<typeof collectToasts>;
// The shop's other /api routes (the cart mirror, the hosted-checkout question) answer 404 unless a test scripts them.
beforeEach(() => {
  window.localStorage.clear();
  toasts = collectToasts();
  mockApi('all', '/api/*', () => answer(404, { message: 'Not found' }));
});
afterEach(() => toasts.stop());

describe('CheckoutPage', () => {
  it('when the cart is empty, then the shopper is sent to /shop with the Cart Empty toast', async () => {
    renderCheckout();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop$/));
    expect(toasts.toasts).toEqual([expect.objectContaining({ title: 'Cart Empty', description: 'Please add items to your cart before checkout.' })]);
  });

  it.each(REFERENCE_CARTS)('when the cart is $name, then the summary shows shipping and the Total the gateway charges', async (cart) => {
    addToCart({ ...(cart.price === patchInput.price ? patchInput : helmetInput), price: cart.price, quantity: cart.quantity });
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Shipping').nextElementSibling).toHaveTextContent(cart.shipping === '0.00' ? 'FREE' : `$${cart.shipping}`);
    expect(within(summary).getByTestId('order-total')).toHaveTextContent(`$${cart.total}`);
  });

  it('when a code is applied, then the gateway checks it: a wrong one shows its reason, a good one changes the Total to the quote', async () => {
    addToCart({ ...patchInput, quantity: 4 });
    const quotes = mockApi('post', '/api/checkout/quote', ({ body }) => {
      if ((body as { giftCardCode?: string }).giftCardCode) return answer(400, { field: 'giftCardCode', message: 'That gift card code is not valid.' });
      return { quote: { subtotal: '50.00', discount: '7.50', tax: '3.40', shipping: '9.99', total: '55.89', giftCard: '0.00', amountDue: '55.89', discountCode: 'WELCOME15ABCD2345', giftCardLast4: null } };
    });
    const user = userEvent.setup();
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    await user.type(within(summary).getByRole('textbox', { name: 'Gift card code' }), 'AAAA-BBBB');
    await user.click(within(within(summary).getByRole('form', { name: 'Apply a gift card code' })).getByRole('button', { name: 'Apply' }));
    expect(await within(summary).findByRole('alert')).toHaveTextContent('That gift card code is not valid.');
    expect(within(summary).getByTestId('order-total')).toHaveTextContent('$63.99');

    await user.type(within(summary).getByRole('textbox', { name: 'Discount code' }), 'welcome15-abcd2345');
    await user.click(within(within(summary).getByRole('form', { name: 'Apply a discount code' })).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(summary).getByTestId('order-total')).toHaveTextContent('$55.89'));
    expect(within(summary).getByText('Discount (WELCOME15ABCD2345)')).toBeInTheDocument();
    expect(quotes.at(-1)?.body).toMatchObject({ discountCode: 'welcome15-abcd2345', cartItems: [expect.objectContaining({ quantity: 4 })] });
  });

  it('when Back is pressed on step 1, then the shopper goes to /shop', async () => {
    addToCart(helmetInput);
    renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop');
  });

  it('when Continue is pressed with blank shipping fields, then each field says why beside itself, no toast, and the step does not advance', async () => {
    addToCart(helmetInput);
    renderCheckout();
    expect(screen.getByRole('heading', { name: 'Order Summary' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing Information: Please fill in all required shipping fields.');
    expect(screen.getByRole('heading', { name: 'Shipping Information' })).toBeInTheDocument();
    const first = screen.getByLabelText('First Name');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('First Name is required.');
    expect(screen.getByLabelText('ZIP Code')).toHaveAccessibleDescription('ZIP Code is required.');
    expect(first).toHaveFocus();
    expect(screen.getByLabelText('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    // The fields and the alert say it; a toast would linger into the next step.
    expect(toasts.toasts).toEqual([]);
  });

  it('when the ZIP does not fit the chosen country, then the field says so and names the format', async () => {
    addToCart(helmetInput);
    const user = userEvent.setup();
    renderCheckout();
    await fillShipping(user);
    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    const postal = screen.getByLabelText('Postal Code');
    expect(postal).toHaveValue('72701');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(postal).toHaveAttribute('aria-invalid', 'true'));
    expect(postal).toHaveAccessibleDescription('Please enter a valid postal code (e.g. K1A 0B1).');
    await user.clear(postal);
    await user.type(postal, 'K1A 0B1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Payment Information' })).toBeInTheDocument();
  });

  it('when billing is unticked on the payment step and left blank, then each billing field says why, nothing is sent; going back keeps what was typed', async () => {
    addToCart(helmetInput);
    const calls = mockPaymentApi([]);
    const user = userEvent.setup();
    renderCheckout();
    await reachPayment(user);
    expect(screen.getByRole('list', { name: 'Checkout steps' }).children).toHaveLength(2);
    const same = screen.getByRole('checkbox', { name: 'Same as shipping address' });
    expect(same).toBeChecked();
    expect(screen.getByText(/12 Main St/)).toBeInTheDocument();
    expect(screen.queryByLabelText('City')).not.toBeInTheDocument();
    await fillCard(user);
    await user.click(same);
    await user.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required billing fields.');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required.');
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(screen.getByLabelText('Apartment, suite, etc. (optional)')).not.toHaveAttribute('aria-invalid');
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('First Name')).toHaveValue('Tina');
    expect(screen.getByLabelText('City')).toHaveValue('Fayetteville');
  });

  it('when card fields are wrong, then every one of them says why, each beside its field', async () => {
    addToCart(helmetInput);
    mockPaymentApi([]);
    const user = userEvent.setup();
    renderCheckout();
    await reachPayment(user);
    await user.type(screen.getByLabelText('Card Number'), '4242');
    await user.type(screen.getByLabelText('Expiry Date (MM/YY)'), '1');
    await user.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    await waitFor(() => expect(screen.getByLabelText('Card Number')).toHaveAccessibleDescription('Please enter a valid card number'));
    expect(screen.getByLabelText('Expiry Date (MM/YY)')).toHaveAccessibleDescription('Please enter a valid expiry date (MM/YY)');
    expect(screen.getByLabelText('CVV')).toHaveAccessibleDescription('CVV is required.');
    expect(screen.getByLabelText('Cardholder Name')).toHaveAccessibleDescription('Cardholder Name is required.');
    expect(screen.getByLabelText('Card Number')).toHaveFocus();
  });

  it('when the order summary is folded (as on a phone), then its bar shows the Total the summary charges and opens it', async () => {
    addToCart({ ...helmetInput, quantity: 2 });
    const user = userEvent.setup();
    renderCheckout();
    const toggle = await screen.findByRole('button', { name: /Show order summary/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent(screen.getByTestId('order-total').textContent ?? 'missing');
    expect(screen.getByTestId('summary-toggle-total')).toHaveTextContent('$259.20');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: /Hide order summary/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('when a valid order is paid, then the spinner shows, the order is placed once, the cart empties and the confirmation opens', async () => {
    addToCart(helmetInput);
    let respond!: (r: Response) => void;
    const calls = mockPaymentApi([() => new Promise<Response>((resolve) => (respond = resolve))]);
    const user = userEvent.setup();
    renderCheckout();
    await reachPayment(user);
    await fillCard(user);
    expect(screen.getByLabelText('Card Number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry Date (MM/YY)')).toHaveValue('12/34');

    const pay = screen.getByRole('button', { name: 'Complete Purchase' });
    await user.click(pay);
    await waitFor(() => expect(pay).toBeDisabled());
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
    await user.dblClick(pay);
    respond(approved());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order-confirmation?order=TJB-1001'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[0]?.body).toMatchObject({
      cartItems: [expect.objectContaining({ shopifyVariantId: helmetInput.shopifyVariantId, quantity: 1, price: '120.00' })],
      shippingInfo: expect.objectContaining({ firstName: 'Tina', email: 'tina@example.com', country: 'US' }),
      billingInfo: expect.objectContaining({ sameAsShipping: true }),
      paymentInfo: { paymentMethod: 'credit-card', cardNumber: '4242424242424242', expiryDate: '12/34', cvv: '123', cardholderName: 'Tina Jones' },
    });
    expect(toasts.toasts.at(-1)).toEqual({ title: 'Payment Successful!', description: 'Order TJB-1001 has been created successfully', variant: 'success' });
    expect(getCart()).toEqual([]);
    expect(getLastOrder()).toMatchObject({ name: 'TJB-1001', total: '129.60' });
  });

  it('when the card is declined, then Payment Failed shows the server message and the form stays as typed on the payment step', async () => {
    addToCart(helmetInput);
    mockPaymentApi([answer(402, { success: false, message: 'Your card was declined.' })]);
    const user = userEvent.setup();
    renderCheckout();
    await reachPayment(user);
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(toasts.toasts.at(-1)).toEqual({ title: 'Payment Failed', description: 'Your card was declined.', variant: 'destructive' });
    expect(screen.getByRole('heading', { name: 'Payment Information' })).toBeInTheDocument();
    expect(screen.getByLabelText('Card Number')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText('Cardholder Name')).toHaveValue('Tina Jones');
    expect(screen.getByRole('button', { name: 'Complete Purchase' })).toBeEnabled();
    expect(getCart()).toHaveLength(1);
  });

  it('when the answer is lost and the shopper presses again, then the retry carries the same Idempotency-Key', async () => {
    addToCart(helmetInput);
    const calls = mockPaymentApi([() => HttpResponse.error(), approved('TJB-1002')]);
    const user = userEvent.setup();
    renderCheckout();
    await reachPayment(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    expect(await screen.findByText('Unable to process payment. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order-confirmation?order=TJB-1002'));
    expect(calls.map((c) => c.headers['idempotency-key'])).toEqual([calls[0]?.headers['idempotency-key'], calls[0]?.headers['idempotency-key']]);
  });

  it('when the card number fails the checks, then the spec message shows and nothing is sent', async () => {
    addToCart(helmetInput);
    const calls = mockPaymentApi([]);
    const user = userEvent.setup();
    renderCheckout();
    await reachPayment(user);
    await fillCard(user, '4242424242424241');
    await user.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid card number');
    expect(calls).toHaveLength(0);
  });

  it('when prices changed on the server, then the new prices are shown and accepting them updates the cart', async () => {
    addToCart(helmetInput);
    const id = getCart()[0]!.id;
    mockPaymentApi([
      answer(409, { success: false, message: 'Some prices in your cart have changed. Please review the new prices and try again.', priceChanges: [{ id, title: 'Road Captain Helmet', oldPrice: '120.00', newPrice: '135.00' }] }),
    ]);
    const user = userEvent.setup();
    renderCheckout();
    await reachPayment(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    expect(await screen.findByText(/Some prices in your cart have changed/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Price changes' })).toHaveTextContent('Road Captain Helmet: $120.00 → $135.00');
    await user.click(screen.getByRole('button', { name: 'Accept New Prices' }));
    expect(getCart()[0]?.price).toBe('135.00');
    expect(screen.getAllByText('$135.00').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Card Number')).toHaveValue('4242 4242 4242 4242');
  });

  it('when PayPal is chosen, then no card fields are asked for and the payment says paypal', async () => {
    addToCart(helmetInput);
    const calls = mockPaymentApi([approved('TJB-1003')]);
    const user = userEvent.setup();
    renderCheckout();
    await reachPayment(user);
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order-confirmation?order=TJB-1003'));
    expect(calls[0]?.body).toMatchObject({ paymentInfo: { paymentMethod: 'paypal' } });
  });
});

describe('CheckoutPage served by the gateway', () => {
  it('when the page arrives with a stored cart, then the form is in its HTML and hydration keeps the shopper here with the summary filled in', async () => {
    addToCart(helmetInput);
    const page = await hydratePage(<CheckoutPage />, { route: '/checkout' });
    expect(page.serverHtml).toContain('Shipping Information');
    expect(page.serverHtml).toContain('Loading your order summary');
    expect(page.mismatches).toEqual([]);
    // The empty cart of the hydrating render is not taken for the shopper's: no redirect, no toast.
    expect(page.container.querySelector('[data-testid="location"]')).toHaveTextContent(/^\/checkout$/);
    expect(toasts.toasts).toEqual([]);
    expect(page.container).toHaveTextContent('Road Captain Helmet');
    page.unmount();
  });

  it('when the shopper typed into the server\'s form before the scripts ran, then hydration keeps every field and Continue takes them', async () => {
    addToCart(helmetInput);
    const typed: Record<string, string> = {
      'First Name': 'Tina', 'Last Name': 'Jones', Email: 'tina@example.com', Address: '12 Main St', City: 'Fayetteville', State: 'AR', 'ZIP Code': '72701',
    };
    const page = await hydratePage(<CheckoutPage />, {
      route: '/checkout',
      beforeHydrate: (container) => {
        for (const [label, value] of Object.entries(typed)) (within(container).getByLabelText(label, { exact: true }) as HTMLInputElement).value = value;
      },
    });
    expect(page.mismatches).toEqual([]);
    expect(within(page.container).getByLabelText('First Name', { exact: true })).toHaveValue('Tina');
    await userEvent.click(within(page.container).getByRole('button', { name: 'Continue' }));
    expect(await within(page.container).findByRole('heading', { name: 'Payment Information' })).toBeInTheDocument();
    page.unmount();
  });

  it('when the stored cart is empty, then once hydrated the shopper is sent to /shop with the Cart Empty toast', async () => {
    const page = await hydratePage(<CheckoutPage />, { route: '/checkout' });
    await waitFor(() => expect(page.container.querySelector('[data-testid="location"]')).toHaveTextContent(/^\/shop$/));
    expect(toasts.toasts).toEqual([expect.objectContaining({ title: 'Cart Empty' })]);
    page.unmount();
  });
});
