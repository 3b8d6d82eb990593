import { makeProduct } from '../../testing/products';
import { discountPercent, productBadges } from './badges';

describe('badges from data', () => {
  it('when the compare-at price is above the price, then the discount is rounded to a whole percent', () => {
    expect(discountPercent(80, 100)).toBe(20);
    expect(discountPercent(66.67, 100)).toBe(33);
    expect(discountPercent(49.99, 74.99)).toBe(33);
    expect(discountPercent(10, 12.5)).toBe(20);
    // 0.5 rounds half up: (100 - 99.5) / 100 = 0.5%
    expect(discountPercent(99.5, 100)).toBe(1);
  });

  it('when there is no compare-at price above the price, then there is no discount', () => {
    expect(discountPercent(100, null)).toBe(0);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(100, 90)).toBe(0);
    expect(discountPercent(Number.NaN, 100)).toBe(0);
  });

  it('when a product is tagged new and bestseller and its first variant is discounted, then it shows the three badges', () => {
    const p = makeProduct({ price: '75.00', compareAt: '100.00', tags: ['New', 'bestseller', 'helmets'] });
    expect(productBadges(p).map((b) => b.label)).toEqual(['-25%', 'NEW', 'BESTSELLER']);
  });

  it('when a product has no badge tags and no discount, then it shows none', () => {
    expect(productBadges(makeProduct({ tags: ['featured', 'newish'] }))).toEqual([]);
  });
});
