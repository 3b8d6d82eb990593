import request from 'supertest';
import { ORIGIN, createTestApi } from '../api/test-support/test-api';
import { createTestCatalog } from '../api/test-support/test-catalog';
import { databaseVariants, openTestDatabase, type TestDatabase } from '../api/test-support/test-database';

const message = {
  name: 'Tina Jones',
  email: 'tina@example.com',
  phone: '479-555-0100',
  subject: 'Chaps sizing',
  category: 'order',
  message: 'Do the leather chaps run small? I wear a 34 waist.',
};

describe.each(databaseVariants())('contact form on $variant', ({ variant, url }) => {
  let t: TestDatabase;
  let app: ReturnType<typeof createTestApi>;
  beforeAll(async () => {
    t = await openTestDatabase(variant, { url });
    app = createTestApi({ db: t.db, catalog: createTestCatalog(), config: { shopInbox: 'shop@tjs.example', rateLimits: { contact: { limit: 1000, windowMs: 60_000 } } } });
  });
  afterAll(() => t?.dispose());

  const send = (body: unknown) => request(app).post('/api/contact').set('Origin', ORIGIN).send(body as object);

  it('when a complete message is sent, then the spec thank-you and a reference come back, and the shop inbox gets a copy', async () => {
    const res = await send(message).expect(201);
    expect(res.body).toEqual({
      success: true,
      message: "Thank you for contacting us. We'll get back to you within 24 hours.",
      reference: expect.stringMatching(/^TJB-[0-9A-F]{8}$/),
    });
    const mail = (await t.db.listOutbox()).find((m) => m.subject.startsWith(`[${res.body.reference}]`));
    expect(mail).toMatchObject({ to: 'shop@tjs.example', subject: `[${res.body.reference}] order: Chaps sizing` });
    expect(mail?.text).toContain('Do the leather chaps run small?');
  });

  it.each(['general', 'order', 'return', 'technical', 'wholesale', 'partnership'])('when the topic is %s, then it is accepted', async (category) => {
    await send({ ...message, category }).expect(201);
  });

  it('when a Style with TJ request is sent, then it is stored and mailed under the styling topic', async () => {
    const res = await send({ ...message, category: 'styling', subject: 'Style me for a Sturgis trip' }).expect(201);
    const mail = (await t.db.listOutbox()).find((m) => m.subject.startsWith(`[${res.body.reference}]`));
    expect(mail?.subject).toBe(`[${res.body.reference}] styling: Style me for a Sturgis trip`);
    expect(mail?.text).toContain('Topic: styling');
  });

  it('when a styling request misses a required field, then it gets the Contact Us message', async () => {
    expect((await send({ ...message, category: 'styling', email: '' }).expect(400)).body).toMatchObject({ message: 'Please fill in all required fields' });
  });

  it('when phone and category are left out, then the message is still accepted', async () => {
    const { phone: _p, category: _c, ...rest } = message;
    await send(rest).expect(201);
  });

  it.each([
    ['a blank name', { name: '  ' }, 'Please fill in all required fields', 'name'],
    ['no email', { email: undefined }, 'Please fill in all required fields', 'email'],
    ['a malformed email', { email: 'tina.example.com' }, 'Please enter a valid email address.', 'email'],
    ['a numeric subject', { subject: 42 }, 'Please fill in all required fields', 'subject'],
    ['an empty message', { message: '' }, 'Please fill in all required fields', 'message'],
    ['an unknown category', { category: 'spam' }, 'Please choose one of the listed topics.', 'category'],
    ['a novel for a message', { message: 'x'.repeat(5001) }, 'Please shorten your entry.', 'message'],
  ])('when the form has %s, then 400 with its message', async (_what, change, text, field) => {
    expect((await send({ ...message, ...change }).expect(400)).body).toEqual({ message: text, field });
  });

  it('when the body is not an object, then 400', async () => {
    await request(app).post('/api/contact').set('Origin', ORIGIN).set('Content-Type', 'application/json').send('"hello"').expect(400);
    await request(app).post('/api/contact').set('Origin', ORIGIN).set('Content-Type', 'application/json').send('[]').expect(400);
  });

  it('when one connection sends past the contact limit, then 429 with Retry-After and the limit message', async () => {
    const limited = createTestApi({ db: t.db, catalog: createTestCatalog(), config: { rateLimits: { contact: { limit: 1, windowMs: 60_000 } } } });
    await request(limited).post('/api/contact').set('Origin', ORIGIN).send(message).expect(201);
    const res = await request(limited).post('/api/contact').set('Origin', ORIGIN).send(message).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body.message).toBe('Too many messages from this connection. Please wait a few minutes and try again.');
  });

  it('when the page is foreign, then the message is refused', async () => {
    await request(app).post('/api/contact').set('Origin', 'https://evil.example').send(message).expect(403);
  });
});
