import type { KeptListingPage } from './listing-page';
import { withoutExcerpts } from './listing-page';

const product = (id: string, excerpt?: string) => ({ id, title: `Product ${id}`, ...(excerpt === undefined ? {} : { excerpt }) }) as unknown as KeptListingPage['products'][number];
const page = (products: KeptListingPage['products']) => ({ found: true, products, facets: [], hasNextPage: false, offset: 0 }) as unknown as KeptListingPage;

describe("a listing page as the page's HTML carries it", () => {
  it('when the cards have excerpts (a list view), then the carried page has none and the rest stays', () => {
    const listed = page([product('1', 'Built tough.'), product('2', 'Rides all day.')]);
    const carried = withoutExcerpts(listed);
    expect(carried.products).toEqual([product('1'), product('2')]);
    expect(JSON.stringify(carried)).not.toContain('excerpt');
    expect({ ...carried, products: [] }).toEqual({ ...listed, products: [] });
    // The render's own cache keeps them.
    expect(listed.products[0]!.excerpt).toBe('Built tough.');
  });

  it('when the cards have none (a grid), then the page is carried as it is', () => {
    const grid = page([product('1')]);
    expect(withoutExcerpts(grid)).toBe(grid);
  });
});
