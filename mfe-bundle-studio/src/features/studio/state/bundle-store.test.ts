import { product } from '../../../testing/products';
import { BUNDLE_STORAGE_KEY, dispatchBundle, getBundle, parseStoredBundle, resetBundleStore } from './bundle-store';

describe('bundle storage (tjb.bundle.v1)', () => {
  beforeEach(() => {
    localStorage.clear();
    resetBundleStore();
  });

  it('when the bundle changes, then a reload reads the same bundle back', () => {
    dispatchBundle({ type: 'add', categoryId: 'boots', product: product('7', '129.00') });
    resetBundleStore();
    expect(getBundle()).toEqual([{ categoryId: 'boots', product: product('7', '129.00'), quantity: 1 }]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ v: 2, entries: [] })],
    ['an unknown category', JSON.stringify({ v: 1, entries: [{ categoryId: 'gloves', product: product('1'), quantity: 1 }] })],
    ['a product without a price', JSON.stringify({ v: 1, entries: [{ categoryId: 'boots', product: { ...product('1'), price: 5 }, quantity: 1 }] })],
    ['a fractional quantity', JSON.stringify({ v: 1, entries: [{ categoryId: 'boots', product: product('1'), quantity: 1.5 }] })],
  ])('when storage holds %s, then the bundle reads as empty', (_what, raw) => {
    expect(parseStoredBundle(raw)).toEqual([]);
    localStorage.setItem(BUNDLE_STORAGE_KEY, raw);
    resetBundleStore();
    expect(getBundle()).toEqual([]);
  });
});
