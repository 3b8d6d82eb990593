import { recordRecentlyViewedEntry } from './recently-viewed';

describe('recently viewed rules', () => {
  it('when the same handle is viewed again, then it moves to the front with the new time', () => {
    const view = { handle: 'a', title: 'A', price: '1.00', productType: 'Boots' };
    const first = recordRecentlyViewedEntry([], view, new Date('2025-01-01T00:00:00Z'));
    if (!first.ok) throw new Error(first.error);
    const second = recordRecentlyViewedEntry(first.items, { ...view, handle: 'b' });
    if (!second.ok) throw new Error(second.error);
    const third = recordRecentlyViewedEntry(second.items, view, new Date('2025-02-01T00:00:00Z'));
    expect(third.ok && third.items.map((e) => [e.handle, e.viewedAt.slice(0, 7)])).toEqual([
      ['a', '2025-02'],
      ['b', expect.any(String)],
    ]);
  });
});
