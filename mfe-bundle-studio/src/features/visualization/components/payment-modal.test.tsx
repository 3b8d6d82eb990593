import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, mockApi, type ApiCall } from '@tjb/test-support';
import { product } from '../../../testing/products';
import { renderWithProviders } from '../../../testing/render';
import { PaymentModal } from './payment-modal';

const entries = [{ categoryId: 'helmets' as const, product: product('9', '99.00'), quantity: 2 }];
const answer = (status: number, body: unknown) => HttpResponse.json(body as never, { status });

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242424242424242') {
  await user.type(screen.getByLabelText('Card Number'), number);
  await user.type(screen.getByLabelText('Expiry Date (MM/YY)'), '1234');
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.type(screen.getByLabelText('Cardholder Name'), 'Tina Jones');
}

/** Opens the modal, goes to the payment step, fills a valid card and presses Complete Payment. */
async function payWithFilledCard() {
  const user = userEvent.setup();
  const onPaid = jest.fn();
  renderWithProviders(<PaymentModal entries={entries} onClose={() => undefined} onPaid={onPaid} />);
  await user.click(await screen.findByRole('button', { name: 'Subscribe for $5' }));
  await fillCard(user);
  await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
  return { user, onPaid };
}

const sentKeys = (calls: ApiCall[]) => calls.map((c) => c.headers['idempotency-key']);

/** The purchase route, answering its requests in turn from `replies` (a thrown error is a network failure). */
function answerPurchase(...replies: Array<() => Response>) {
  let next = 0;
  return mockApi('post', '/api/bundle-visualization/purchase', () => (replies[Math.min(next++, replies.length - 1)] ?? (() => answer(500, {})))());
}

describe('PaymentModal', () => {

  it('when opened, then it shows the subscribe step; Subscribe moves to payment and back returns', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PaymentModal entries={entries} onClose={() => undefined} onPaid={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Bundle Visualization' });
    expect(within(dialog).getByText('$5')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    expect(within(dialog).getByText('Secure payment • Cancel anytime • Money-back guarantee')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/\bAI\b/);
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe for $5' }));
    expect(screen.getByRole('heading', { name: 'Payment Details' })).toBeInTheDocument();
    expect(screen.getByText('Secure checkout • $5.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Subscribe for $5' })).toBeInTheDocument();
  });

  it('when typed, then card number, expiry and CVV take the checkout masks; a Luhn failure is refused before any call', async () => {
    const purchases = answerPurchase(() => answer(500, {}));
    const user = userEvent.setup();
    renderWithProviders(<PaymentModal entries={entries} onClose={() => undefined} onPaid={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Subscribe for $5' }));
    await fillCard(user, '4242424242424241');
    expect(screen.getByLabelText('Card Number')).toHaveValue('4242 4242 4242 4241');
    expect(screen.getByLabelText('Expiry Date (MM/YY)')).toHaveValue('12/34');
    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid card number');
    expect(screen.getByLabelText('Card Number')).toHaveAttribute('aria-invalid', 'true');
    expect(purchases).toHaveLength(0);
  });

  it('when the card is declined, then the modal stays on payment with the server message and the next press is a new attempt', async () => {
    const purchases = answerPurchase(() => answer(402, { success: false, message: 'Your card was declined.' }));
    const { user, onPaid } = await payWithFilledCard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onPaid).not.toHaveBeenCalled();
    expect(purchases[0]!.path).toBe('/api/bundle-visualization/purchase');
    expect(purchases[0]!.body).toEqual({
      paymentInfo: { cardNumber: '4242 4242 4242 4242', expiryDate: '12/34', cvv: '123', cardholderName: 'Tina Jones' },
      bundle: { items: [{ categoryId: 'helmets', productId: entries[0]!.product.id, quantity: 2 }] },
    });
    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
    await waitFor(() => expect(purchases).toHaveLength(2));
    const keys = sentKeys(purchases);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('when no answer comes, then the message asks to try again and the retry keeps the same Idempotency-Key', async () => {
    const purchases = answerPurchase(() => HttpResponse.error(), () => answer(201, { success: true, order: { name: 'TJB-1007' } }));
    const { user, onPaid } = await payWithFilledCard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to process payment. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('TJB-1007'));
    const keys = sentKeys(purchases);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
