import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '@tjb/cart-bus';
import { HttpResponse, mockApi, type ApiCall } from '@tjb/test-support';
import { ContactForm } from './contact-form';

jest.mock('@tjb/cart-bus', () => ({ ...jest.requireActual('@tjb/cart-bus'), showToast: jest.fn() }));

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => HttpResponse.json(body as never, { status, headers });

/** The contact route on the shared fake network, answering with `reply`; returns the requests it received. */
const answerContact = (reply: () => Response | Promise<Response>) => mockApi('post', '/api/contact', () => reply());

async function fillIn(user: ReturnType<typeof userEvent.setup>, email = 'tina@example.com') {
  await user.type(screen.getByLabelText(/^Name/), 'Tina Jones');
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Subject/), 'Chaps sizing');
  await user.selectOptions(screen.getByLabelText('Category'), 'order');
  await user.type(screen.getByLabelText(/^Message/), 'Do they run small?');
}

describe('ContactForm', () => {
  let sent: ApiCall[];
  beforeEach(() => {
    (showToast as jest.Mock).mockReset();
    sent = answerContact(() => answer(500, {}));
  });

  it('when the six topics are offered, then they are the spec categories in order', () => {
    render(<ContactForm />);
    const options = Array.from((screen.getByLabelText('Category') as HTMLSelectElement).options).map((o) => o.value);
    expect(options).toEqual(['general', 'order', 'return', 'technical', 'wholesale', 'partnership']);
  });

  it('when typing a message, then the counter shows its length against the limit', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    expect(screen.getByText('5 / 5000 characters')).toBeInTheDocument();
  });

  it('when required fields are blank, then nothing is sent and the spec message is shown', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(sent).toHaveLength(0);
  });

  it('when the email is malformed, then nothing is sent and the email field is marked invalid', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user, 'tina.example.com');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('when the send succeeds, then it shows Sending..., then the Message Sent! toast, the reference and cleared fields', async () => {
    let resolve!: (r: Response) => void;
    sent = answerContact(() => new Promise<Response>((r) => (resolve = r)));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ name: 'Tina Jones', email: 'tina@example.com', category: 'order' });
    resolve(answer(201, { success: true, message: 'ok', reference: 'TJB-0A1B2C3D' }));
    expect(await screen.findByText('TJB-0A1B2C3D')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith({
      title: 'Message Sent!',
      description: "Thank you for contacting us. We'll get back to you within 24 hours.",
      variant: 'success',
    });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it.each([
    ['the network is down', () => HttpResponse.error(), 'we could not reach the shop'],
    ['the server limits the sender', () => answer(429, { message: 'Too many' }, { 'Retry-After': '120' }), 'try again in 2 minutes'],
    ['the server fails', () => answer(503, { message: 'down' }), 'something went wrong on our side'],
  ])('when %s, then an alert says why and every field keeps its value', async (_what, reply, reason) => {
    answerContact(reply);
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(showToast).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Tina Jones');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('tina@example.com');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Chaps sizing');
    expect(screen.getByLabelText('Category')).toHaveValue('order');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Do they run small?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled());
  });
});
