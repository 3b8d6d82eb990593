import { product } from '../../../testing/products';
import { bundleReducer, bundleSummary, MAX_QUANTITY, type BundleEntry } from './bundle-reducer';

describe('bundleReducer', () => {
  const helmet = product('1', '189.99');
  const jacket = product('2', '249.99');

  it('when a product is added twice in the same category, then it is one entry with quantity 2', () => {
    let state = bundleReducer([], { type: 'add', categoryId: 'helmets', product: helmet });
    state = bundleReducer(state, { type: 'add', categoryId: 'helmets', product: helmet });
    expect(state).toEqual([{ categoryId: 'helmets', product: helmet, quantity: 2 }]);
  });

  it('when the same product is added in another category, then it is a separate entry', () => {
    let state = bundleReducer([], { type: 'add', categoryId: 'jackets', product: jacket });
    state = bundleReducer(state, { type: 'add', categoryId: 'vests', product: jacket });
    expect(state.map((e) => [e.categoryId, e.quantity])).toEqual([['jackets', 1], ['vests', 1]]);
  });

  it('when a sold-out product is added, then the bundle does not change', () => {
    const state: BundleEntry[] = [];
    expect(bundleReducer(state, { type: 'add', categoryId: 'helmets', product: { ...helmet, availableForSale: false } })).toBe(state);
  });

  it('when one is removed from quantity 1, then the entry is deleted', () => {
    const state = bundleReducer([{ categoryId: 'helmets', product: helmet, quantity: 2 }], { type: 'decrement', categoryId: 'helmets', productId: helmet.id });
    expect(state[0]?.quantity).toBe(1);
    expect(bundleReducer(state, { type: 'decrement', categoryId: 'helmets', productId: helmet.id })).toEqual([]);
  });

  it('when quantity is raised past the limit, then it stays at the limit', () => {
    const state = bundleReducer([{ categoryId: 'helmets', product: helmet, quantity: MAX_QUANTITY }], { type: 'increment', categoryId: 'helmets', productId: helmet.id });
    expect(state[0]?.quantity).toBe(MAX_QUANTITY);
  });

  it('when a row is removed or the bundle cleared, then those entries are gone', () => {
    const state: BundleEntry[] = [
      { categoryId: 'helmets', product: helmet, quantity: 3 },
      { categoryId: 'jackets', product: jacket, quantity: 1 },
    ];
    expect(bundleReducer(state, { type: 'remove', categoryId: 'helmets', productId: helmet.id })).toEqual([state[1]]);
    expect(bundleReducer(state, { type: 'clear' })).toEqual([]);
  });

  it('when summarised, then categories, units and the total in cents are exact', () => {
    const summary = bundleSummary([
      { categoryId: 'helmets', product: product('3', '0.10'), quantity: 3 },
      { categoryId: 'jackets', product: product('4', '0.20'), quantity: 1 },
    ]);
    expect(summary).toEqual({ categories: 2, items: 4, totalCents: 50 });
  });
});
