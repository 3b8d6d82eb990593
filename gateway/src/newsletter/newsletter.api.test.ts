import request from 'supertest';
import { ORIGIN, createTestApi } from '../api/test-support/test-api';
import { createTestCatalog } from '../api/test-support/test-catalog';
import { databaseVariants, openTestDatabase, type TestDatabase } from '../api/test-support/test-database';
import { NEWSLETTER_BASE_COUNT } from './newsletter-routes';

describe.each(databaseVariants())('newsletter on $variant', ({ variant, url }) => {
  let t: TestDatabase;
  let app: ReturnType<typeof createTestApi>;
  beforeAll(async () => {
    t = await openTestDatabase(variant, { url });
    app = createTestApi({ db: t.db, catalog: createTestCatalog() });
  });
  afterAll(() => t?.dispose());

  const join = (body: unknown) => request(app).post('/api/newsletter').set('Origin', ORIGIN).send(body as object);

  it('when nobody has joined yet, then the counter shows the 15247 the home page started from', async () => {
    expect(NEWSLETTER_BASE_COUNT).toBe(15247);
    expect((await request(app).get('/api/newsletter').expect(200)).body).toEqual({ count: 15247 });
  });

  it('when an address joins, then it is stored once and the count rises by one; a repeat in other case is already subscribed', async () => {
    expect((await join({ email: 'rider@example.com' }).expect(201)).body).toEqual({ subscribed: true, alreadySubscribed: false, count: 15248, discountCode: expect.stringMatching(/^WELCOME15-[A-Z2-9]{8}$/) });
    expect((await join({ email: '  Rider@Example.COM ' }).expect(200)).body).toEqual({ subscribed: true, alreadySubscribed: true, count: 15248 });
    expect((await request(app).get('/api/newsletter').expect(200)).body).toEqual({ count: 15248 });
  });

  it.each([
    ['a blank email', { email: '   ' }, 'Please enter your email address.'],
    ['no email', {}, 'Please enter your email address.'],
    ['an email as a number', { email: 42 }, 'Please enter your email address.'],
    ['a malformed email', { email: 'rider@' }, 'Please enter a valid email address.'],
    ['a very long email', { email: `${'a'.repeat(250)}@example.com` }, 'Please enter a valid email address.'],
  ])('when the signup has %s, then 400 with its message', async (_what, body, message) => {
    expect((await join(body).expect(400)).body).toMatchObject({ message });
  });

  it('when the page is foreign, then nothing is stored', async () => {
    await request(app).post('/api/newsletter').set('Origin', 'https://evil.example').send({ email: 'x@example.com' }).expect(403);
    expect((await request(app).get('/api/newsletter').expect(200)).body.count).toBe(15248);
  });
});
