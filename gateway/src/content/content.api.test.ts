import request from 'supertest';
import { ORIGIN, createTestApi } from '../api/test-support/test-api';
import { IDS, catalogOf, createTestCatalog, testProduct } from '../api/test-support/test-catalog';
import { databaseVariants, type TestDatabase } from '../api/test-support/test-database';
import { openSeededTestApi } from '../api/test-support/seeded-test-api';

const catalog = createTestCatalog();

describe.each(databaseVariants())('products, blog and auth on $variant', ({ variant, url }) => {
  let t: TestDatabase;
  let app: ReturnType<typeof createTestApi>;
  beforeAll(async () => {
    ({ t, app } = await openSeededTestApi({ variant, url }, { catalog }));
  });
  afterAll(() => t?.dispose());

  it('when a product is read by slug, then it has the product page A shape built from the catalogue with live stock', async () => {
    const res = await request(app).get('/api/products/road-warrior-leather-jacket').expect(200);
    expect(res.body).toEqual({
      id: IDS.jacket,
      handle: 'road-warrior-leather-jacket',
      name: 'Road Warrior Leather Jacket',
      description: 'Road Warrior Leather Jacket, built for the road.',
      price: '249.99',
      compareAtPrice: '299.99',
      images: ['/media/products/road-warrior-leather-jacket/1.svg'],
      tags: ['leather', 'new'],
      specifications: { Brand: 'Renegade Classics', Category: 'Mens Leather Jackets', Size: 'M, L', Color: 'Black', SKU: 'RW-M-BLK' },
      vendor: 'Renegade Classics',
      productType: 'Mens Leather Jackets',
      availableForSale: true,
      variants: [
        expect.objectContaining({ id: IDS.jacketM, title: 'M / Black', price: '249.99', availableForSale: true, quantityAvailable: 5 }),
        expect.objectContaining({ id: IDS.jacketL, availableForSale: false, quantityAvailable: 0 }),
      ],
    });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('when the slug is unknown or odd, then 404 with the spec text', async () => {
    for (const slug of ['no-such-product', '%00', '..%2F..%2Fetc', 'x'.repeat(500)]) {
      const res = await request(app).get(`/api/products/${slug}`).expect(404);
      expect(res.body).toEqual({ message: "The product you're looking for doesn't exist." });
    }
  });

  it('when featured products are asked for, then the featured-tagged ones come back, else the first ones', async () => {
    const res = await request(app).get('/api/products/featured').expect(200);
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(['Iron Cross Full-Face Helmet']);
    const untagged = createTestApi({ db: t.db, catalog: catalogOf([testProduct({ handle: 'a', title: 'A' }), testProduct({ handle: 'b', title: 'B' })]) });
    const fallback = await request(untagged).get('/api/products/featured?limit=1').expect(200);
    expect(fallback.body.map((p: { name: string }) => p.name)).toEqual(['A']);
  });

  it.each(['0', '51', 'abc', '1.5'])('when the featured limit is %s, then 400', async (limit) => {
    expect((await request(app).get(`/api/products/featured?limit=${limit}`).expect(400)).body.message).toBe('limit must be a whole number from 1 to 50.');
  });

  it('when the blog is asked for, then four complete biker articles come back with working cover images', async () => {
    const res = await request(app).get('/api/blog/featured').expect(200);
    expect(res.body).toHaveLength(4);
    for (const article of res.body) {
      expect(article).toEqual({
        id: expect.stringMatching(/^[a-z0-9-]+$/),
        title: expect.any(String),
        excerpt: expect.any(String),
        image: `/api/blog/images/${article.id}.svg`,
        readTime: expect.any(Number),
        publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        content: expect.stringContaining('<p>'),
      });
      expect(article.readTime).toBeGreaterThanOrEqual(1);
      const image = await request(app).get(article.image).expect(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(image.body.toString()).toContain('<svg');
    }
    await request(app).get('/api/blog/images/nope.svg').expect(404);
    await request(app).get('/api/blog/images/..%2F..%2Fpackage.json').expect(404);
  });

  it('when the current user is asked for, then guests get 401 with a clear message', async () => {
    const res = await request(app).get('/api/auth/user').expect(401);
    expect(res.body.message).toMatch(/guest/);
  });

  it('when the sign-in link is followed, then it redirects home with a notice that sign-in is not offered', async () => {
    const res = await request(app).get('/api/login').expect(302);
    expect(res.headers.location).toBe('/?notice=sign-in-unavailable');
  });

  it('when an unknown API path is asked for, then 404 JSON', async () => {
    expect((await request(app).get('/api/nothing-here').expect(404)).body).toEqual({ message: 'Not found' });
    expect((await request(app).post('/api/products/featured').set('Origin', ORIGIN).expect(404)).body).toEqual({ message: 'Not found' });
  });
});
