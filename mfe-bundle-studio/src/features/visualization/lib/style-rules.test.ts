import { product } from '../../../testing/products';
import { colorFamily, colorHarmony, pickForZone, priceTier, styleReport } from './style-rules';
import type { VisualizationItem } from './visualization-item';

const item = (categoryId: VisualizationItem['categoryId'], unitPriceCents: number, color: string | null = null, quantity = 1): VisualizationItem => ({
  categoryId,
  productId: `gid://shopify/Product/${categoryId}`,
  handle: `${categoryId}-item`,
  title: `${categoryId} item`,
  productType: categoryId,
  image: null,
  unitPriceCents,
  color,
  quantity,
});

describe('style rules', () => {
  it('when colours are named with finishes, then they fall into one family', () => {
    expect(colorFamily('Gloss Black')).toEqual({ kind: 'neutral', name: 'black' });
    expect(colorFamily('Matte Grey')).toEqual({ kind: 'neutral', name: 'gray' });
    expect(colorFamily('Candy Red')).toEqual({ kind: 'accent', name: 'red' });
  });

  it.each([
    [[null, null], 'unknown', 'nothing to compare'],
    [['Black', 'Brown', 'Gloss Black'], 'harmonious', 'All neutrals (Black and Brown)'],
    [['Black', 'Red'], 'harmonious', 'One accent colour (Red)'],
    [['Red', 'Candy Red'], 'harmonious', 'One colour throughout (Red)'],
    [['Black', 'Red', 'Blue'], 'clashing', 'Red and Blue compete'],
  ])('when the colours are %j, then the harmony is %s', (colors, verdict, text) => {
    const harmony = colorHarmony(colors.map((color) => ({ color })));
    expect(harmony.verdict).toBe(verdict);
    expect(harmony.summary).toContain(text);
  });

  it.each([
    [[item('shirts', 2999), item('boots', 4999)], 'Value', 3999],
    [[item('jackets', 24999), item('shirts', 2999, null, 3)], 'Mid-range', 8499],
    [[item('jackets', 34999), item('helmets', 28999)], 'Premium', 31999],
  ])('when the bundle is priced %#, then its tier is %s from the average unit price', (items: VisualizationItem[], tier: string, averageCents: number) => {
    expect(priceTier(items)).toEqual({ tier, averageCents });
  });

  it('when a zone is missing, then the pick is for sale, neutral first, then closest in price', () => {
    const candidates = [
      product('red', '150.00', { color: 'Red' }),
      product('sold', '150.00', { color: 'Black', availableForSale: false }),
      product('cheap', '20.00', { color: 'Black' }),
      product('close', '140.00', { color: 'Brown' }),
    ];
    expect(pickForZone('feet', candidates, 15_000)).toMatchObject({ zone: 'feet', categoryId: 'boots', product: { handle: 'product-close' } });
    expect(pickForZone('feet', [], 15_000)).toBeNull();
  });

  it('when the report is made, then zones, missing zones, picks and both totals follow from the bundle', () => {
    const items = [item('jackets', 25000, 'Black'), item('helmets', 15000, 'Gloss Black', 2)];
    const report = styleReport(items, {
      legs: [product('chaps', '120.00', { color: 'Black' })],
      feet: [product('boot', '180.00', { color: 'Brown' })],
    });
    expect(report.zones.map((z) => [z.zone, z.items.length])).toEqual([['helmet', 1], ['torso', 1], ['legs', 0], ['feet', 0], ['luggage', 0]]);
    expect(report.missing).toEqual(['legs', 'feet', 'luggage']);
    expect(report.picks.map((p) => p.product.handle)).toEqual(['product-chaps', 'product-boot']);
    expect(report.totals).toEqual({ bundleCents: 55000, suggestionsCents: 30000, withSuggestionsCents: 85000 });
    expect(report.harmony.verdict).toBe('harmonious');
    expect(report.tier.tier).toBe('Mid-range');
  });
});
