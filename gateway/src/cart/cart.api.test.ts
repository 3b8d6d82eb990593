import request from 'supertest';
import { IDS, createTestCatalog } from '../api/test-support/test-catalog';
import { ORIGIN, createTestApi, sessionCookie } from '../api/test-support/test-api';
import { databaseVariants, type TestDatabase } from '../api/test-support/test-database';
import { openSeededTestApi } from '../api/test-support/seeded-test-api';

const catalog = createTestCatalog();

const jacketM = {
  shopifyProductId: IDS.jacket,
  shopifyVariantId: IDS.jacketM,
  price: '1.00', // the browser's price is ignored: the catalogue says 249.99
  quantity: 1,
  productData: { title: '<script>alert(1)</script>', handle: 'x', image: 'javascript:alert(1)', productType: 'x' },
  variantData: { title: 'M / Black', selectedOptions: [{ name: 'Size', value: 'M' }] },
};

describe.each(databaseVariants())('server cart on $variant', ({ variant, url }) => {
  let t: TestDatabase;
  let app: ReturnType<typeof createTestApi>;
  beforeAll(async () => {
    ({ t, app } = await openSeededTestApi({ variant, url }, { catalog }));
  });
  afterAll(() => t?.dispose());

  const post = (body: unknown, cookie?: string) => {
    const req = request(app).post('/api/cart').set('Origin', ORIGIN);
    return cookie ? req.set('Cookie', cookie).send(body as object) : req.send(body as object);
  };

  it('when a guest without a cookie reads the cart, then it is empty and no cookie is issued', async () => {
    const res = await request(app).get('/api/cart').expect(200);
    expect(res.body).toEqual({ items: [], totals: { subtotal: 0, merchandise: 0, tax: 0, shipping: 0, total: 0, itemCount: 0 } });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when an item is added, then an HttpOnly SameSite=Lax session holds it at the catalogue price and text', async () => {
    const res = await post(jacketM).expect(201);
    const setCookie = (res.headers['set-cookie'] as unknown as string[])[0] as string;
    expect(setCookie).toMatch(/^tjb_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(res.body.items).toEqual([
      {
        id: `${IDS.jacket}-${IDS.jacketM}`,
        shopifyProductId: IDS.jacket,
        shopifyVariantId: IDS.jacketM,
        quantity: 1,
        price: '249.99',
        productData: {
          title: 'Road Warrior Leather Jacket',
          handle: 'road-warrior-leather-jacket',
          image: '/media/products/road-warrior-leather-jacket/1.svg',
          productType: 'Mens Leather Jackets',
        },
        variantData: { title: 'M / Black', selectedOptions: [{ name: 'Size', value: 'M' }, { name: 'Color', value: 'Black' }] },
        lineTotal: '249.99',
        availableForSale: true,
        quantityAvailable: 5,
      },
    ]);
    expect(res.body.totals).toEqual({ subtotal: 249.99, merchandise: 249.99, tax: 20, shipping: 0, total: 269.99, itemCount: 1 });
  });

  it('when the same product and variant is added again, then that line grows; a new variant adds a line', async () => {
    const cookie = sessionCookie(await post(jacketM).expect(201));
    await post({ ...jacketM, quantity: 2 }, cookie).expect(201);
    const res = await post({ shopifyProductId: IDS.patch, shopifyVariantId: IDS.patchVariant, price: '12.50', quantity: 4 }, cookie).expect(201);
    expect(res.body.items.map((i: { quantity: number }) => i.quantity)).toEqual([3, 4]);
    expect(res.body.totals).toEqual({ subtotal: 799.97, merchandise: 799.97, tax: 64, shipping: 0, total: 863.97, itemCount: 7 });
    const read = await request(app).get('/api/cart').set('Cookie', cookie).expect(200);
    expect(read.body).toEqual(res.body);
  });

  it('when a quantity is set, then the line changes; 0 or below removes it; an unknown id is 404', async () => {
    const cookie = sessionCookie(await post({ ...jacketM, quantity: 1 }).expect(201));
    const id = encodeURIComponent(`${IDS.jacket}-${IDS.jacketM}`);
    const put = (lineId: string, body: unknown) => request(app).put(`/api/cart/${lineId}`).set('Origin', ORIGIN).set('Cookie', cookie).send(body as object);
    expect((await put(id, { quantity: 2 }).expect(200)).body.items[0].quantity).toBe(2);
    expect((await put(id, { quantity: 0 }).expect(200)).body.items).toEqual([]);
    expect((await put(id, { quantity: 1 }).expect(404)).body).toEqual({ message: 'That item is no longer in your cart.' });
    expect((await put('nope', { quantity: 1 }).expect(404)).body.message).toBe('That item is no longer in your cart.');
  });

  it('when a line is deleted or the cart cleared, then it is gone; deleting twice is 404', async () => {
    const cookie = sessionCookie(await post(jacketM).expect(201));
    await post({ shopifyProductId: IDS.patch, shopifyVariantId: IDS.patchVariant, price: '12.50', quantity: 1 }, cookie).expect(201);
    const del = (path: string) => request(app).delete(path).set('Origin', ORIGIN).set('Cookie', cookie);
    const id = encodeURIComponent(`${IDS.patch}-${IDS.patchVariant}`);
    expect((await del(`/api/cart/${id}`).expect(200)).body.items).toHaveLength(1);
    await del(`/api/cart/${id}`).expect(404);
    expect((await del('/api/cart').expect(200)).body.totals.itemCount).toBe(0);
  });

  it('when more than the stock is asked for, then the cart refuses with what is left; a sold-out variant is unavailable', async () => {
    const over = await post({ ...jacketM, quantity: 6 }).expect(409);
    expect(over.body).toEqual({ message: 'Only 5 left in stock.', quantityAvailable: 5 });
    const soldOut = await post({ ...jacketM, shopifyVariantId: IDS.jacketL }).expect(409);
    expect(soldOut.body).toEqual({ message: 'This product is currently unavailable.', quantityAvailable: 0 });
    const cookie = sessionCookie(await post(jacketM).expect(201));
    await request(app).put(`/api/cart/${encodeURIComponent(`${IDS.jacket}-${IDS.jacketM}`)}`)
      .set('Origin', ORIGIN).set('Cookie', cookie).send({ quantity: 99 }).expect(409);
  });

  it('when a designer garment is added, then it is priced from the garment list and keeps its shopper text', async () => {
    const res = await post({
      shopifyProductId: 'custom-hoodie-1718000000000',
      shopifyVariantId: 'custom-variant-hoodie-Black-1718000000000',
      price: '0.01',
      quantity: 1,
      productData: { title: 'Custom Hoodie "Ride Free"', handle: 'custom-hoodie', image: '/designs/skull.png', productType: 'Custom Apparel' },
      variantData: { title: 'Black - Hoodie', selectedOptions: [{ name: 'Color', value: 'Black' }] },
    }).expect(201);
    expect(res.body.items[0]).toMatchObject({
      price: '45.99',
      productData: { title: 'Custom Hoodie "Ride Free"', handle: 'custom-hoodie', image: '/designs/skull.png', productType: 'Custom Apparel' },
      quantityAvailable: null,
      availableForSale: true,
    });
  });

  it.each([
    ['an unknown product', { ...jacketM, shopifyProductId: 'gid://shopify/Product/404', shopifyVariantId: 'gid://shopify/ProductVariant/404' }, 404, 'This product is currently unavailable.'],
    ['a variant of another product', { ...jacketM, shopifyVariantId: IDS.patchVariant }, 404, 'This product is currently unavailable.'],
    ['a quantity as text', { ...jacketM, quantity: '2' }, 400, 'Quantity must be a whole number from 1 to 999.'],
    ['a fractional quantity', { ...jacketM, quantity: 1.5 }, 400, 'Quantity must be a whole number from 1 to 999.'],
    ['a zero quantity', { ...jacketM, quantity: 0 }, 400, 'Quantity must be a whole number from 1 to 999.'],
    ['a missing product id', { ...jacketM, shopifyProductId: undefined }, 400, 'Your cart contains an item we could not read. Please remove it and add it again.'],
    ['a price that is not money', { ...jacketM, price: '12,50' }, 400, 'Your cart contains an item we could not read. Please remove it and add it again.'],
    ['an array body', [jacketM], 400, 'Your cart contains an item we could not read. Please remove it and add it again.'],
  ])('when the body has %s, then it is refused', async (_what, body, status, message) => {
    const res = await post(body).expect(status);
    expect(res.body).toEqual(expect.objectContaining({ message }));
  });

  it('when a quantity update is not a number, then it is 400', async () => {
    const cookie = sessionCookie(await post(jacketM).expect(201));
    const res = await request(app).put(`/api/cart/${encodeURIComponent(`${IDS.jacket}-${IDS.jacketM}`)}`)
      .set('Origin', ORIGIN).set('Cookie', cookie).send({ quantity: 'many' }).expect(400);
    expect(res.body.message).toBe('Quantity must be a whole number from 1 to 999.');
  });

  it('when a forged or malformed session cookie is sent, then it reads as no session', async () => {
    const res = await request(app).get('/api/cart').set('Cookie', 'tjb_session=../../etc/passwd').expect(200);
    expect(res.body.items).toEqual([]);
    await request(app).delete('/api/cart/x').set('Origin', ORIGIN).set('Cookie', 'tjb_session=x').expect(404);
  });

  it('when the request comes from a foreign page, then the cart is not changed', async () => {
    const res = await request(app).post('/api/cart').set('Origin', 'https://evil.example').send(jacketM).expect(403);
    expect(res.body).toEqual({ message: 'This request did not come from the shop and was refused.' });
  });
});
