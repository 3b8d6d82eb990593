import { HttpResponse, mockApi } from '@tjb/test-support';
import { STYLING_CATEGORY, type ContactRequest } from './contact';
import { sendContactMessage } from './contact-client';

const request: ContactRequest = { name: 'Tina', email: 'tina@example.com', phone: '', subject: 'A week on the Parkway', category: STYLING_CATEGORY, message: 'Leather, black.' };

describe('sending to POST /api/contact', () => {
  it('when the shop takes it, then the answer carries its reference, and the request went as given', async () => {
    const calls = mockApi('post', '/api/contact', () => HttpResponse.json({ reference: 'TJB-C-1', message: 'Thanks' }, { status: 201 }));
    await expect(sendContactMessage(request, 'request')).resolves.toEqual({ ok: true, reference: 'TJB-C-1', message: 'Thanks' });
    expect(calls[0]?.body).toEqual(request);
  });

  it('when too many were sent, then a styling request is told to wait in its own words', async () => {
    mockApi('post', '/api/contact', () => HttpResponse.json({ message: 'Too many' }, { status: 429, headers: { 'Retry-After': '120' } }));
    await expect(sendContactMessage(request, 'request')).resolves.toEqual({
      ok: false,
      reason: 'Your request was not sent: too many messages from this connection. Please try again in 2 minutes.',
    });
  });

  it('when the server fails or cannot be reached, then the message says so and nothing throws', async () => {
    mockApi('post', '/api/contact', () => HttpResponse.json({ message: 'boom' }, { status: 500 }));
    await expect(sendContactMessage(request)).resolves.toEqual({ ok: false, reason: 'Your message was not sent: something went wrong on our side. Please try again in a few minutes.' });
    mockApi('post', '/api/contact', () => HttpResponse.error());
    await expect(sendContactMessage(request)).resolves.toEqual({ ok: false, reason: 'Your message was not sent: we could not reach the shop. Check your connection and try again.' });
  });

  it('when the shop refuses a field, then its own words are shown', async () => {
    mockApi('post', '/api/contact', () => HttpResponse.json({ message: 'Please enter a valid email address.' }, { status: 400 }));
    await expect(sendContactMessage(request)).resolves.toEqual({ ok: false, reason: 'Please enter a valid email address.' });
  });
});
