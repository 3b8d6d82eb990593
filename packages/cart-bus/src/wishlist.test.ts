import { toggleWishlistEntry } from './wishlist';
import { wishlistInput } from './testing/fixtures';

describe('wishlist rules', () => {
  it('when a product is not in the list, then toggling adds it first with a createdAt time', () => {
    const first = toggleWishlistEntry([], wishlistInput('p1'), new Date('2025-03-01T00:00:00Z'));
    if (!first.ok) throw new Error(first.error);
    const second = toggleWishlistEntry(first.items, wishlistInput('p2'));
    expect(second.ok && second.items.map((e) => e.shopifyProductId)).toEqual(['p2', 'p1']);
    expect(first.items[0]?.createdAt).toBe('2025-03-01T00:00:00.000Z');
    expect(first.inWishlist).toBe(true);
  });

  it('when a product is in the list, then toggling removes only it', () => {
    const added = toggleWishlistEntry([], wishlistInput('p1'));
    if (!added.ok) throw new Error(added.error);
    const removed = toggleWishlistEntry(added.items, wishlistInput('p1'));
    expect(removed).toEqual({ ok: true, inWishlist: false, items: [] });
  });
});
