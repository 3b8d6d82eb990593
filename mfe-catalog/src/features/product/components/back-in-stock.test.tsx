import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, mockApi, type ApiCall } from '@tjb/test-support';
import { BackInStock } from './back-in-stock';

const VARIANT = 'gid://shopify/ProductVariant/7';

/** The back-in-stock route, answering every request with `answer`; returns what was sent (path and JSON body). */
function answerBackInStock(answer: { status: number; body: unknown }) {
  return mockApi('post', '/api/back-in-stock', () => HttpResponse.json(answer.body as never, { status: answer.status }));
}
const sent = (calls: ApiCall[]) => calls.map((c) => ({ url: c.path, body: c.body }));

describe('BackInStock', () => {
  it('when the shopper asks with a good address, then it is sent for this variant and the page says where the mail will go', async () => {
    const calls = answerBackInStock({ status: 201, body: { requested: true, alreadyRequested: false } });
    const user = userEvent.setup();
    render(<BackInStock variantId={VARIANT} productTitle="Highway Leather Jacket" />);
    await user.click(screen.getByRole('button', { name: 'Email me when it is back' }));
    const email = await screen.findByLabelText('Email me when it is back');
    expect(email).toHaveFocus();
    await user.type(email, ' Tina@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We will email tina@example.com once Highway Leather Jacket is back in stock.');
    expect(sent(calls)).toEqual([{ url: '/api/back-in-stock', body: { email: 'tina@example.com', variantId: VARIANT } }]);
  });

  it('when the address is not one, then the field says why and nothing is sent', async () => {
    const calls = answerBackInStock({ status: 201, body: {} });
    const user = userEvent.setup();
    render(<BackInStock variantId={VARIANT} productTitle="Jacket" />);
    await user.click(screen.getByRole('button', { name: 'Email me when it is back' }));
    await user.type(await screen.findByLabelText('Email me when it is back'), 'tina@');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    const field = screen.getByLabelText('Email me when it is back');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(sent(calls)).toEqual([]);
  });

  it('when the server refuses (the size came back meanwhile), then its reason is shown', async () => {
    answerBackInStock({ status: 409, body: { message: 'Good news: this is in stock now, so you can add it to your cart.' } });
    const user = userEvent.setup();
    render(<BackInStock variantId={VARIANT} productTitle="Jacket" />);
    await user.click(screen.getByRole('button', { name: 'Email me when it is back' }));
    await user.type(await screen.findByLabelText('Email me when it is back'), 'tina@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Good news: this is in stock now');
  });
});
