import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { importShopifyCsv } from './csv-import';
import { loadCatalog, parseCatalogSize } from './index';

const fixture = join(__dirname, 'fixtures', 'shopify-products.csv');
const logger = () => ({ warn: jest.fn(), info: jest.fn() });

describe('Shopify product CSV import', () => {
  it('when the CSV has bad rows, then each is reported with its line number and the rest is imported', async () => {
    const log = logger();
    const catalog = await loadCatalog({ csvPath: fixture, logger: log });
    const messages = log.warn.mock.calls.map(([, msg]) => msg as string);
    expect(messages).toEqual(expect.arrayContaining([
      expect.stringMatching(/line 5: invalid Variant Price "ninety"; row skipped/),
      expect.stringMatching(/line 7: missing Handle; row skipped/),
      expect.stringMatching(/line 11: first row of a product has no Title; row skipped/),
      expect.stringMatching(/line 13: variant is missing a value for option Color; row skipped/),
      expect.stringMatching(/line 15: unreadable CSV record/),
      expect.stringMatching(/line 17: invalid Variant Price "-3"; row skipped/),
      expect.stringMatching(/line 17: product has no valid variant; product skipped/),
    ]));
    expect(catalog.products.map((p) => p.handle)).toEqual(['road-king-leather-jacket', 'outlaw-half-helmet', 'skull-bandana', 'patch-pack']);
  });

  it('when a product spans several rows, then its variants, images, options and prices are joined', () => {
    const { catalog } = importShopifyCsv(readFileSync(fixture, 'utf8'));
    const jacket = catalog.productByHandle('road-king-leather-jacket')!;
    expect(jacket.title).toBe('Road King Leather Jacket');
    expect(jacket.vendor).toBe('Renegade Classics');
    expect(jacket.productType).toBe("Men's Leather Jackets");
    expect(jacket.tags).toEqual(['jackets', 'leather', 'Renegade Classics', 'featured']);
    expect(jacket.description).toBe('Heavy cowhide. CE armor pockets Zip-out liner');
    expect(jacket.variants.map((v) => [v.title, v.priceCents, v.compareAtPriceCents, v.initialQuantity])).toEqual([
      ['M / Black', 29999, 34999, 5],
      ['L / Black', 29999, 34999, 0],
    ]);
    expect(jacket.options).toEqual([
      expect.objectContaining({ name: 'Size', values: ['M', 'L'] }),
      expect.objectContaining({ name: 'Color', values: ['Black'] }),
    ]);
    expect(jacket.images.map((i) => [i.url, i.altText])).toEqual([
      ['https://cdn.example.com/rk-black.jpg', 'Road King jacket in black'],
      ['https://cdn.example.com/rk-brown.jpg', 'Road King jacket in brown'],
    ]);
    expect(jacket.variants[0]!.imageId).toBe(jacket.images[0]!.id);
    expect(jacket.seo).toEqual({ title: 'Road King Jacket', description: 'Cowhide riding jacket' });
    expect(catalog.productByHandle('patch-pack')!.variants[0]!.priceCents).toBe(1450);
    expect(catalog.productByHandle('draft-bandana')).toBeUndefined();
    expect(catalog.collections.find((c) => c.handle === 'jackets')?.productIds).toEqual([jacket.id]);
  });

  it('when the file is not a product CSV or cannot be read, then the error says so', async () => {
    expect(() => importShopifyCsv('Name,Price\nx,1\n')).toThrow(/missing column Handle/);
    await expect(loadCatalog({ csvPath: join(__dirname, 'nope.csv') })).rejects.toThrow(/CATALOG_CSV: cannot read/);
  });
});

describe('loadCatalog and CATALOG_SIZE', () => {
  it('when no CSV is given, then the seeded catalogue of the asked size is generated', async () => {
    const log = logger();
    expect((await loadCatalog({ size: 50, logger: log })).products).toHaveLength(50);
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ products: 50 }), 'seeded catalogue generated');
  });

  it('when CATALOG_SIZE is read, then only whole numbers from 1 to 100000 pass', () => {
    expect(parseCatalogSize(undefined)).toBeUndefined();
    expect(parseCatalogSize('100000')).toBe(100000);
    expect(() => parseCatalogSize('100001')).toThrow(/CATALOG_SIZE/);
    expect(() => parseCatalogSize('lots')).toThrow(/CATALOG_SIZE/);
  });
});
