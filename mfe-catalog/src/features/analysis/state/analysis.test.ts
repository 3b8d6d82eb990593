import type { ProductSummary } from '../../../shared/storefront/product-summaries';
import { analyzeInventory, analyzeProductTypes, typeReportCsv } from './analysis';

const p = (productType: string, vendor = 'Steel Saddle', n = 0): ProductSummary => ({ id: `${productType}-${vendor}-${n}`, title: `T${n}`, handle: `h${n}`, productType, vendor, minPrice: '10.00' });
const many = (count: number, type: string, vendor?: string) => Array.from({ length: count }, (_, i) => p(type, vendor, i));

describe('product analysis', () => {
  it('when products are counted per type, then blanks are uncategorized, the list runs most first and shares add up', () => {
    const a = analyzeProductTypes([...many(60, 'Helmets'), ...many(12, 'Chaps'), ...many(3, ''), ...many(25, 'Patches')]);
    expect(a.total).toBe(100);
    expect(a.rows.map((r) => [r.category, r.count, r.share])).toEqual([['Helmets', 60, 60], ['Patches', 25, 25], ['Chaps', 12, 12], ['uncategorized', 3, 3]]);
    expect(a.average).toBe(25);
    expect(a.groups.main.map((r) => r.category)).toEqual(['Helmets']);
    expect(a.groups.secondary.map((r) => r.category)).toEqual(['Patches', 'Chaps']);
    expect(a.groups.minor.map((r) => r.category)).toEqual(['uncategorized']);
  });

  it('when the report is downloaded, then it is a Category,Count CSV with quoting where a type needs it', () => {
    const csv = typeReportCsv(analyzeProductTypes([...many(2, 'Chaps & Pants'), p('Rings, Bracelets')]).rows);
    expect(csv.split('\r\n')).toEqual(['Category,Count', 'Chaps & Pants,2', '"Rings, Bracelets",1']);
  });

  it('when there are no products, then nothing divides by zero', () => {
    expect(analyzeProductTypes([])).toMatchObject({ total: 0, rows: [], average: 0 });
  });
});

describe('inventory analysis', () => {
  it('when vendors are counted, then the top 10 show and renegade vendors are found in any case', () => {
    const vendors = Array.from({ length: 12 }, (_, i) => many(i + 1, 'Helmets', `Vendor ${String(i).padStart(2, '0')}`)).flat();
    const a = analyzeInventory([...vendors, ...many(14, 'Vests', 'RENEGADE Classics')]);
    expect(a.topVendors).toHaveLength(10);
    expect(a.topVendors[0]).toEqual({ vendor: 'RENEGADE Classics', count: 14 });
    expect(a.renegade.count).toBe(14);
    expect(a.renegade.samples).toHaveLength(10);
    expect(analyzeInventory(many(3, 'Helmets')).renegade).toEqual({ count: 0, samples: [] });
  });
});
