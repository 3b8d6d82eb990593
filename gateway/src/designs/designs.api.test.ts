import request from 'supertest';
import { ORIGIN, cartItem, checkoutBody, createTestApi, sessionCookie } from '../api/test-support/test-api';
import { createTestCatalog } from '../api/test-support/test-catalog';
import { openTestDatabase, type TestDatabase } from '../api/test-support/test-database';
import { MAX_DESIGN_IMAGE_BYTES } from './design-input';
import { DESIGN_MESSAGES } from './store-design';
import { DESIGN_NOT_STORED_MESSAGE } from './ordered-designs';
import { tinyJpeg, tinyPng } from './test-images';

const b64 = (bytes: Buffer) => bytes.toString('base64');
const design = (overrides: Record<string, unknown> = {}) => ({
  garmentId: 'hoodie',
  colorId: 'black',
  presetId: 'winged-wheel',
  text: 'Ride\nFree',
  textSize: 24,
  textColor: '#efe8dc',
  placement: { x: 150, y: 180, scale: 0.6 },
  image: b64(tinyPng()),
  preview: b64(tinyPng('Software\0painter')),
  ...overrides,
});
const hoodieLine = (image: string | null, price = '45.99') => ({
  ...cartItem('custom-hoodie-1718000000000', 'custom-variant-hoodie-black-1718000000000', 1, price),
  productData: { title: 'Custom Hoodie - "Ride Free" - Winged Wheel', handle: 'custom-hoodie', image, productType: 'Custom Apparel' },
});

describe('/api/designs', () => {
  let t: TestDatabase;
  let app: ReturnType<typeof createTestApi>;
  const catalog = createTestCatalog();
  beforeAll(async () => {
    t = await openTestDatabase('pglite');
    app = createTestApi({ db: t.db, catalog });
  });
  afterAll(() => t?.dispose());

  const post = (body: unknown, cookie?: string) => {
    const req = request(app).post('/api/designs').set('Origin', ORIGIN);
    return (cookie ? req.set('Cookie', cookie) : req).send(body as object);
  };

  it('when a design with a PNG is posted, then it is stored for that session and read back without metadata', async () => {
    const res = await post(design()).expect(201);
    const { id, previewUrl, imageUrl } = res.body.design;
    expect(previewUrl).toBe(`/api/designs/${id}/preview`);
    const cookie = sessionCookie(res);
    const back = await request(app).get(`/api/designs/${id}`).set('Cookie', cookie).expect(200);
    expect(back.body.design).toMatchObject({ id, garmentId: 'hoodie', colorId: 'black', text: 'Ride\nFree', placement: { x: 150, y: 180, scale: 0.6 } });
    const image = await request(app).get(imageUrl).set('Cookie', cookie).buffer(true).expect(200).expect('Content-Type', 'image/png');
    expect(image.body.subarray(0, 8)).toEqual(tinyPng().subarray(0, 8));
    expect(image.body.toString('latin1')).not.toContain('secret-location');
    await request(app).get(previewUrl).set('Cookie', cookie).expect(200).expect('Content-Type', 'image/png');
  });

  it("when another session asks for a design, then it is not found, like an id that does not exist", async () => {
    const res = await post(design()).expect(201);
    const { id } = res.body.design;
    const other = sessionCookie(await post(design({ image: null })).expect(201));
    for (const path of [`/api/designs/${id}`, `/api/designs/${id}/preview`, `/api/designs/${id}/image`]) {
      expect((await request(app).get(path).set('Cookie', other).expect(404)).body.message).toBe(DESIGN_MESSAGES.notFound);
      await request(app).get(path).expect(404);
    }
  });

  it('when the image is a text file or the preview is not a PNG, then it is refused as the wrong type', async () => {
    const text = await post(design({ image: b64(Buffer.from('just some text, named photo.png')) })).expect(415);
    expect(text.body.message).toBe(DESIGN_MESSAGES.wrongType);
    const jpegPreview = await post(design({ preview: b64(tinyJpeg()) })).expect(415);
    expect(jpegPreview.body.message).toBe(DESIGN_MESSAGES.previewType);
  });

  it('when a JPEG is uploaded, then it is accepted', async () => {
    await post(design({ image: b64(tinyJpeg()) })).expect(201);
  });

  it('when the image is over 10MB, then it is refused as too big', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(MAX_DESIGN_IMAGE_BYTES)]);
    const res = await post(design({ image: b64(big) })).expect(413);
    expect(res.body.message).toBe(DESIGN_MESSAGES.tooBig);
  });

  it('when the body is far over any design, then the parser refuses it', async () => {
    await post(design({ image: 'A'.repeat(20 * 1024 * 1024) })).expect(413);
  });

  it('when the image is only the start of a PNG, then it is refused as damaged', async () => {
    expect((await post(design({ image: b64(tinyPng().subarray(0, 40)) })).expect(422)).body.message).toBe(DESIGN_MESSAGES.broken);
  });

  it('when one connection stores designs past its limit, then it is refused before its body is read', async () => {
    const limited = createTestApi({ db: t.db, catalog, config: { rateLimits: { designs: { limit: 2, windowMs: 60_000 } } } });
    const send = () => request(limited).post('/api/designs').set('Origin', ORIGIN).send(design());
    await send().expect(201);
    await send().expect(201);
    expect((await send().expect(429)).body.message).toMatch(/^Too many designs/);
  });

  it('when the garment is unknown, then it is refused', async () => {
    await post(design({ garmentId: 'kilt' })).expect(400);
  });

  describe('ordering a designed garment', () => {
    const pay = (body: unknown, cookie: string) => request(app).post('/api/shopify/process-payment').set('Origin', ORIGIN).set('Cookie', cookie).send(body as object);

    it('when the line shows a design this session stored, then the order is paid at the server price and keeps the preview', async () => {
      const res = await post(design()).expect(201);
      const cookie = sessionCookie(res);
      const paid = await pay(checkoutBody([hoodieLine(res.body.design.previewUrl)]), cookie).expect(201);
      expect(paid.body.order).toMatchObject({ subtotal: '45.99', lines: [{ title: 'Custom Hoodie - "Ride Free" - Winged Wheel', price: '45.99', image: res.body.design.previewUrl }] });
    });

    it('when the price of a custom line is tampered with, then the order is refused with the server price', async () => {
      const res = await post(design()).expect(201);
      const tampered = await pay(checkoutBody([hoodieLine(res.body.design.previewUrl, '1.00')]), sessionCookie(res)).expect(409);
      expect(tampered.body.priceChanges).toEqual([expect.objectContaining({ oldPrice: '1.00', newPrice: '45.99' })]);
    });

    it("when the line shows another session's design or one never stored, then nothing is charged", async () => {
      const mine = await post(design()).expect(201);
      const theirs = sessionCookie(await post(design()).expect(201));
      const stolen = await pay(checkoutBody([hoodieLine(mine.body.design.previewUrl)]), theirs).expect(409);
      expect(stolen.body.message).toBe(DESIGN_NOT_STORED_MESSAGE);
      await pay(checkoutBody([hoodieLine('/api/designs/00000000-0000-4000-8000-000000000000/preview')]), theirs).expect(409);
      await pay(checkoutBody([hoodieLine('https://elsewhere.example/design.png')]), theirs).expect(409);
    });

    it('when the purge runs, then designs no order shows are gone with their images, and an ordered design stays', async () => {
      const ordered = await post(design({ text: 'Kept' })).expect(201);
      const cookie = sessionCookie(ordered);
      await pay(checkoutBody([hoodieLine(ordered.body.design.previewUrl)]), cookie).expect(201);
      const leftInCart = await post(design({ text: 'Left', image: b64(tinyJpeg()) }), cookie).expect(201);
      // A cut-off just ahead of now: every design here is older than it.
      const purged = await t.db.purgeUnorderedDesigns(new Date(Date.now() + 60_000));
      expect(purged.designs).toBeGreaterThanOrEqual(1);
      expect(purged.images).toBeGreaterThanOrEqual(1);
      await request(app).get(ordered.body.design.previewUrl).set('Cookie', cookie).expect(200);
      await request(app).get(leftInCart.body.design.previewUrl).set('Cookie', cookie).expect(404);
      expect(await t.db.findDesign(leftInCart.body.design.id)).toBeUndefined();
      expect(await t.db.findDesign(ordered.body.design.id)).toBeDefined();
    });
  });
});
