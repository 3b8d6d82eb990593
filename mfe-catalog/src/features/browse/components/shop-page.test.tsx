import { screen, within } from '@testing-library/react';
import { makeProduct } from '../../../testing/products';
import { renderWithProviders } from '../../../testing/render';
import { facetGroup, answerListings, listingAnswer } from '../../../testing/storefront';
import { ShopPage } from './shop-page';

const onSale = makeProduct({ title: 'Marked Down Vest', price: '80.00', compareAt: '100.00' });
const full = makeProduct({ title: 'Full Price Vest', price: '90.00' });
const equal = makeProduct({ title: 'Compare Equal Vest', price: '90.00', compareAt: '90.00' });

const onSaleFacet = (yes: number) => facetGroup('filter.p.m.tjb.on_sale', [['Yes', yes, { productMetafield: { namespace: 'tjb', key: 'on_sale', value: 'true' } }]], 'BOOLEAN');
const FACETS = [facetGroup('filter.v.availability', [['In stock', 3, { available: true }], ['Out of stock', 0, { available: false }]]), onSaleFacet(1)];

type Body = { query: string; variables: Record<string, unknown> };
let calls: Body[];
let answerFor: (body: Body) => { products: typeof onSale[]; facets?: typeof FACETS };
beforeEach(() => {
  answerFor = () => ({ products: [onSale, full, equal], facets: FACETS });
  calls = answerListings((body) =>
    body.query.includes('ProductIds') ? { products: { nodes: [{ id: '1' }, { id: '2' }], pageInfo: { hasNextPage: false, endCursor: null } } } : listingAnswer(body, answerFor(body)));
});
const lastPage = () => calls.filter((c) => c.variables.withProducts === true).at(-1)!;

const titles = () => screen.getAllByTestId('product-card').map((c) => within(c).getByRole('heading').textContent);

describe('shop page', () => {
  it('when /shop opens without a query, then it is the SHOP ALL CATEGORIES page with six cards and counts from data', async () => {
    renderWithProviders(<ShopPage />, { route: '/shop', path: '/shop' });
    expect(screen.getByRole('heading', { level: 1, name: 'SHOP ALL CATEGORIES' })).toBeInTheDocument();
    for (const name of ['Helmets', 'Jackets', 'Vests', 'Bottoms', 'Shirts & Flannels', 'Boots']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect((await screen.findAllByText('2 items')).length).toBe(6);
    expect(within(screen.getByRole('list', { name: 'Helmets subcategories' })).getByText('+3 more')).toBeInTheDocument();
  });

  it('when a category card shows its styles, then each chip links to that category filtered to the style it names', async () => {
    renderWithProviders(<ShopPage />, { route: '/shop', path: '/shop' });
    const helmets = screen.getByRole('list', { name: 'Helmets subcategories' });
    expect(within(helmets).getByRole('link', { name: 'Full Face' })).toHaveAttribute('href', '/shop/helmets?style=full-face');
    expect(within(helmets).getByRole('link', { name: '3 more Helmets styles' })).toHaveAttribute('href', '/shop/helmets');
    expect(await screen.findAllByText('2 items')).toHaveLength(6);
  });

  it('when /shop?sale=true opens, then the whole catalogue is asked for its on-sale products (the store\'s on_sale metafield)', async () => {
    answerFor = () => ({ products: [onSale], facets: [facetGroup('filter.v.availability', [['In stock', 1, { available: true }]]), onSaleFacet(1)] });
    renderWithProviders(<ShopPage />, { route: '/shop?sale=true', path: '/shop' });
    expect(await screen.findByText('Showing 1–1 of 1 products')).toBeInTheDocument();
    expect(titles()).toEqual(['Marked Down Vest']);
    expect(lastPage().variables).toMatchObject({ handle: 'all', filters: [{ productMetafield: { namespace: 'tjb', key: 'on_sale', value: 'true' } }] });
    expect(screen.getByRole('heading', { level: 1, name: 'Sale' })).toBeInTheDocument();
  });

  it('when /shop?search=term opens, then the catalogue is searched on the server with the shopper words', async () => {
    renderWithProviders(<ShopPage />, { route: '/shop?search=leather%20(vest)', path: '/shop' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “leather (vest)”' })).toBeInTheDocument();
    await screen.findByText('Showing 1–3 of 3 products');
    expect(lastPage().query).toContain('query SearchListing');
    expect(lastPage().variables.query).toBe('leather vest');
  });

  it('when a search finds nothing, then the page says so without Clear All Filters, and offers close matches and popular categories', async () => {
    const leathery = makeProduct({ title: 'Leathery Saddle Bag' });
    answerFor = ({ variables }) => ({ products: variables.query === 'zzqq OR leat*' ? [leathery] : [] });
    renderWithProviders(<ShopPage />, { route: '/shop?search=zzqq%20leathr', path: '/shop' });
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).not.toBeInTheDocument();
    const close = await screen.findByRole('region', { name: 'Close matches' });
    expect(await within(close).findByRole('link', { name: 'Leathery Saddle Bag' })).toBeInTheDocument();
    const popular = screen.getByRole('navigation', { name: 'Popular categories' });
    expect(within(popular).getByRole('link', { name: 'Helmets' })).toHaveAttribute('href', '/shop/helmets');
    expect(within(popular).getAllByRole('link')).toHaveLength(6);
  });

  it('when a filter leaves nothing, then Clear All Filters is offered, and a choice no product has is not listed', async () => {
    answerFor = () => ({ products: [], facets: [facetGroup('filter.v.availability', [['In stock', 0, { available: true }]])] });
    renderWithProviders(<ShopPage />, { route: '/shop?search=vest&freeship=1', path: '/shop' });
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeInTheDocument();
    // No vest ships free: the chosen Free Shipping stays to be unticked; In Stock, which the Storefront counts 0 with it, is hidden.
    const filters = screen.getByRole('complementary', { name: 'Product filters' });
    expect(within(filters).getByRole('checkbox', { name: /Free Shipping/ })).toBeChecked();
    expect(within(filters).queryByRole('checkbox', { name: /In Stock/ })).not.toBeInTheDocument();
  });

  it('when no product of a listing can be chosen by an offer, then that offer is not offered at all', async () => {
    renderWithProviders(<ShopPage />, { route: '/shop?search=vest', path: '/shop' });
    await screen.findByText('Showing 1–3 of 3 products');
    const filters = screen.getByRole('complementary', { name: 'Product filters' });
    expect(within(filters).getByRole('checkbox', { name: /On Sale/ })).toBeInTheDocument();
    expect(within(filters).queryByRole('checkbox', { name: /Free Shipping/ })).not.toBeInTheDocument();
  });
});
