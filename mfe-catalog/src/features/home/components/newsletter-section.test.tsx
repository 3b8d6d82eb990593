import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordToasts } from '../../../testing/bus';
import { jsonResponse } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { NewsletterSection } from './newsletter-section';

type Reply = { status: number; body: unknown };

function mockFetch(post: () => Promise<Reply>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const reply = init?.method === 'POST' ? await post() : { status: 200, body: { count: 15250 } };
    return jsonResponse(reply.status, reply.body);
  }) as typeof fetch;
  return calls;
}

afterEach(() => jest.restoreAllMocks());

describe('NewsletterSection', () => {
  it('when a rider signs up, then the button shows JOINING, the spec toast follows, the field clears and the counter shows the server count', async () => {
    let answer!: (r: Reply) => void;
    const calls = mockFetch(() => new Promise<Reply>((resolve) => { answer = resolve; }));
    const { toasts, stop } = recordToasts();
    renderWithProviders(<NewsletterSection />);
    expect(await screen.findByText('15,250')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email address'), ' Rider@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Join Now' }));
    expect(await screen.findByRole('button', { name: 'JOINING' })).toBeDisabled();
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.url).toBe('/api/newsletter');
    expect(JSON.parse(String(post.init!.body))).toEqual({ email: 'rider@example.com' });

    await act(async () => answer({ status: 201, body: { subscribed: true, alreadySubscribed: false, count: 15251, discountCode: 'WELCOME15-ABCD2345' } }));
    await waitFor(() => expect(toasts).toEqual([expect.objectContaining({ title: 'Welcome to the Brotherhood!', description: "You've successfully subscribed to our newsletter." })]));
    expect(screen.getByTestId('newsletter-discount-code')).toHaveTextContent('WELCOME15-ABCD2345');
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(screen.getByText('15,251')).toBeInTheDocument();
    stop();
  });

  it('when the email is blank, then the Error toast asks for it and nothing is sent', async () => {
    const calls = mockFetch(async () => ({ status: 201, body: {} }));
    const { toasts, stop } = recordToasts();
    renderWithProviders(<NewsletterSection />);
    await userEvent.type(screen.getByLabelText('Email address'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Join Now' }));
    expect(toasts).toEqual([expect.objectContaining({ title: 'Error', description: 'Please enter your email address.', variant: 'destructive' })]);
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
    stop();
  });

  it('when the server refuses, then its message is shown in an Error toast', async () => {
    mockFetch(async () => ({ status: 429, body: { message: 'Too many sign-ups. Please wait a minute.' } }));
    const { toasts, stop } = recordToasts();
    renderWithProviders(<NewsletterSection />);
    await userEvent.type(screen.getByLabelText('Email address'), 'rider@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Join Now' }));
    await waitFor(() => expect(toasts).toEqual([expect.objectContaining({ title: 'Error', description: 'Too many sign-ups. Please wait a minute.' })]));
    stop();
  });
});
