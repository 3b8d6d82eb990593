import request from 'supertest';
import { ORIGIN, createTestApi } from '../api/test-support/test-api';
import { IDS, createTestCatalog } from '../api/test-support/test-catalog';
import { databaseVariants, type TestDatabase } from '../api/test-support/test-database';
import { openSeededTestApi } from '../api/test-support/seeded-test-api';
import { BACK_IN_STOCK_MESSAGES } from './back-in-stock-routes';

const catalog = createTestCatalog();

describe.each(databaseVariants())('back in stock on $variant', ({ variant, url }) => {
  let t: TestDatabase;
  let app: ReturnType<typeof createTestApi>;
  beforeAll(async () => {
    ({ t, app } = await openSeededTestApi({ variant, url }, { catalog }));
  });
  afterAll(() => t?.dispose());

  const ask = (body: unknown, origin = ORIGIN) => request(app).post('/api/back-in-stock').set('Origin', origin).send(body as object);
  const backInStockMail = async () => (await t.db.listOutbox()).filter((m) => m.subject.endsWith('is back in stock'));

  it('when a shopper asks about a sold-out size, then the address is kept once (in any case) and nothing is mailed yet', async () => {
    expect((await ask({ email: 'rider@example.com', variantId: IDS.jacketL }).expect(201)).body).toEqual({ requested: true, alreadyRequested: false });
    expect((await ask({ email: ' Rider@Example.com ', variantId: IDS.jacketL }).expect(200)).body).toEqual({ requested: true, alreadyRequested: true });
    await ask({ email: 'second@example.com', variantId: IDS.jacketL }).expect(201);
    expect(await t.db.pendingBackInStock(IDS.jacketL)).toEqual(['rider@example.com', 'second@example.com']);
    expect(await backInStockMail()).toEqual([]);
  });

  it('when the stock returns, then each waiting address gets one mail linking the product, and a second restock mails nobody again', async () => {
    await t.db.setStockLevel(IDS.jacketL, 3);
    const mails = await backInStockMail();
    expect(mails.map((m) => m.to).sort()).toEqual(['rider@example.com', 'second@example.com']);
    expect(mails[0]).toMatchObject({
      subject: 'Road Warrior Leather Jacket (L / Black) is back in stock',
      text: expect.stringContaining(`${ORIGIN}/product/road-warrior-leather-jacket`),
      status: 'pending',
    });
    expect(await t.db.pendingBackInStock(IDS.jacketL)).toEqual([]);
    await t.db.setStockLevel(IDS.jacketL, 5);
    expect(await backInStockMail()).toHaveLength(2);
  });

  it('when the variant is in stock, then the request is refused with a reason; when it sells out again, the same address may ask again', async () => {
    expect((await ask({ email: 'rider@example.com', variantId: IDS.jacketL }).expect(409)).body).toEqual({ message: BACK_IN_STOCK_MESSAGES.inStock });
    await t.db.setStockLevel(IDS.jacketL, 0);
    await ask({ email: 'rider@example.com', variantId: IDS.jacketL }).expect(201);
    await t.db.setStockLevel(IDS.jacketL, 0);
    expect(await backInStockMail()).toHaveLength(2);
    await t.db.setStockLevel(IDS.jacketL, 1);
    expect(await backInStockMail()).toHaveLength(3);
  });

  it.each([
    ['a blank email', { email: ' ', variantId: IDS.jacketL }, 400, 'Please enter your email address.'],
    ['a malformed email', { email: 'rider@', variantId: IDS.jacketL }, 400, 'Please enter a valid email address.'],
    ['no variant', { email: 'rider@example.com' }, 400, 'Please choose the option you want first.'],
    ['an unknown variant', { email: 'rider@example.com', variantId: 'gid://shopify/ProductVariant/999' }, 404, BACK_IN_STOCK_MESSAGES.unknownVariant],
  ])('when the request has %s, then it is refused with its message and nothing is stored', async (_what, body, status, message) => {
    expect((await ask(body).expect(status)).body).toMatchObject({ message });
  });

  it('when the page is foreign, then nothing is stored', async () => {
    await ask({ email: 'evil@example.com', variantId: IDS.jacketL }, 'https://evil.example').expect(403);
    expect(await t.db.pendingBackInStock(IDS.jacketL)).toEqual([]);
  });
});
