import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, mockApi } from '@tjb/test-support';
import { recordToasts } from '../../../testing/bus';
import { renderWithProviders } from '../../../testing/render';
import { NewsletterSection } from './newsletter-section';

type Reply = { status: number; body: unknown };

/** The newsletter route: its count, and each sign-up answered by `post`; returns the requests. */
function mockNewsletter(post: () => Promise<Reply>) {
  mockApi('get', '/api/newsletter', () => ({ count: 15250 }));
  return mockApi('post', '/api/newsletter', async () => {
    const reply = await post();
    return HttpResponse.json(reply.body as never, { status: reply.status });
  });
}

describe('NewsletterSection', () => {
  it('when a rider signs up, then the button shows JOINING, the spec toast follows, the field clears and the counter shows the server count', async () => {
    let answer!: (r: Reply) => void;
    const posts = mockNewsletter(() => new Promise<Reply>((resolve) => { answer = resolve; }));
    const { toasts, stop } = recordToasts();
    renderWithProviders(<NewsletterSection />);
    expect(await screen.findByText('15,250')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email address'), ' Rider@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Join Now' }));
    expect(await screen.findByRole('button', { name: 'JOINING' })).toBeDisabled();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.path).toBe('/api/newsletter');
    expect(posts[0]!.body).toEqual({ email: 'rider@example.com' });

    await act(async () => answer({ status: 201, body: { subscribed: true, alreadySubscribed: false, count: 15251, discountCode: 'WELCOME15-ABCD2345' } }));
    await waitFor(() => expect(toasts).toEqual([expect.objectContaining({ title: 'Welcome to the Brotherhood!', description: "You've successfully subscribed to our newsletter." })]));
    expect(screen.getByTestId('newsletter-discount-code')).toHaveTextContent('WELCOME15-ABCD2345');
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(screen.getByText('15,251')).toBeInTheDocument();
    stop();
  });

  it('when the email is blank, then the Error toast asks for it and nothing is sent', async () => {
    const posts = mockNewsletter(async () => ({ status: 201, body: {} }));
    const { toasts, stop } = recordToasts();
    renderWithProviders(<NewsletterSection />);
    await userEvent.type(screen.getByLabelText('Email address'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Join Now' }));
    expect(toasts).toEqual([expect.objectContaining({ title: 'Error', description: 'Please enter your email address.', variant: 'destructive' })]);
    expect(posts).toHaveLength(0);
    stop();
  });

  it('when the server refuses, then its message is shown in an Error toast', async () => {
    mockNewsletter(async () => ({ status: 429, body: { message: 'Too many sign-ups. Please wait a minute.' } }));
    const { toasts, stop } = recordToasts();
    renderWithProviders(<NewsletterSection />);
    await userEvent.type(screen.getByLabelText('Email address'), 'rider@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Join Now' }));
    await waitFor(() => expect(toasts).toEqual([expect.objectContaining({ title: 'Error', description: 'Too many sign-ups. Please wait a minute.' })]));
    stop();
  });
});
