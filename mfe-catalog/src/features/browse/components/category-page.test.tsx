import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProduct, makeVariant } from '../../../testing/products';
import { renderWithProviders } from '../../../testing/render';
import { facetGroup, answerListings, listingAnswer } from '../../../testing/storefront';
import { CategoryRoutePage, ShopCategoryPage } from '../pages';

const helmet = (n: number, over: Parameters<typeof makeProduct>[0] = {}) =>
  makeProduct({ title: `Helmet ${String(n).padStart(2, '0')}`, description: `Helmet ${n}, built for the road.`, productType: 'Helmets', vendor: n % 2 ? 'Black Asphalt' : 'Steel Saddle', price: `${100 + n}.00`, ...over });

const catalogue = [
  ...Array.from({ length: 18 }, (_, i) => helmet(i + 1)),
  helmet(19, { title: 'Outlaw Goggles', productType: 'Goggles', vendor: 'Renegade Classics', price: '25.00', compareAt: '50.00', tags: ['new'] }),
  helmet(20, { title: 'Sold Out Skull Cap', variants: [makeVariant({ price: '60.00', availableForSale: false })], tags: ['novelty'] }),
];

/** What the Storefront counts for the helmets (the server counts; the page only shows its numbers). */
const FACETS = [
  facetGroup('filter.v.availability', [['In stock', 19, { available: true }], ['Out of stock', 1, { available: false }]]),
  facetGroup('filter.v.price', [['Price', 0, { price: { min: 0, max: 118 } }]], 'PRICE_RANGE'),
  facetGroup('filter.p.product_type', [['Helmets', 19, { productType: 'Helmets' }], ['Goggles', 1, { productType: 'Goggles' }]]),
  facetGroup('filter.p.vendor', [['Black Asphalt', 9, { productVendor: 'Black Asphalt' }], ['Steel Saddle', 10, { productVendor: 'Steel Saddle' }], ['Renegade Classics', 1, { productVendor: 'Renegade Classics' }]]),
];

type Body = { query: string; variables: Record<string, unknown> };
let calls: Body[];
/** The store's answer for a request: by default every helmet; a test narrows it as the server would. */
let answerFor: (body: Body) => typeof catalogue;
beforeEach(() => {
  window.localStorage.clear();
  answerFor = () => catalogue;
  calls = answerListings((body) => listingAnswer(body, { products: answerFor(body), facets: FACETS }));
});

const location = () => screen.getByTestId('location').textContent ?? '';
const cards = () => screen.getAllByTestId('product-card');
const titles = () => cards().map((c) => within(c).getByRole('heading').textContent);
const pageRequests = () => calls.filter((c) => c.variables.withProducts === true);
const lastPage = () => pageRequests().at(-1)!;

function renderCategory(url: string) {
  return renderWithProviders(<CategoryRoutePage />, { route: url, path: '/category/:slug' });
}

describe('category page', () => {
  it('when a category opens, then it asks its collection for the nine it shows, and counts come from the Storefront facets', async () => {
    renderCategory('/category/helmets');
    expect(await screen.findByText('20 Products Available')).toBeInTheDocument();
    expect(cards()).toHaveLength(9);
    expect(screen.getByText('Showing 1–9 of 20 products')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query).toContain('query CollectionListing');
    expect(calls[0]!.variables).toMatchObject({ handle: 'helmets', first: 9, after: null, filters: [], withProducts: true });
    const brand = screen.getByRole('group', { name: 'Brand' });
    expect(within(brand).getByRole('checkbox', { name: /Black Asphalt/ }).parentElement).toHaveTextContent('(9)');
  });

  it('when a brand is ticked and the sort changed, then the Storefront is asked for them and the URL holds both; reopening the URL asks the same', async () => {
    const first = renderCategory('/category/helmets');
    await screen.findByText('20 Products Available');
    answerFor = ({ variables }) => ((variables.filters as object[]).length > 0 ? [catalogue[18]!] : catalogue);
    await userEvent.click(screen.getByRole('checkbox', { name: /Renegade Classics/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-low');
    expect(location()).toBe('/category/helmets?vendor=Renegade+Classics&sort=price-low');
    await waitFor(() => expect(titles()).toEqual(['Outlaw Goggles']));
    expect(lastPage().variables).toMatchObject({ filters: [{ productVendor: 'Renegade Classics' }], sortKey: 'PRICE', reverse: false });

    const url = location();
    first.unmount();
    renderCategory(url);
    await waitFor(() => expect(titles()).toEqual(['Outlaw Goggles']));
    expect(screen.getByRole('checkbox', { name: /Renegade Classics/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-low');
  });

  it('when page 2 opens, then the cursor is reached with ids only and the page asked after it; Load More asks for two pages at once', async () => {
    renderCategory('/category/helmets?sort=price-high');
    await screen.findByText('20 Products Available');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(location()).toBe('/category/helmets?sort=price-high&page=2');
    expect(await screen.findByText('Showing 10–18 of 20 products')).toBeInTheDocument();
    expect(calls.slice(-2).map((c) => [c.variables.first, c.variables.after, c.variables.withProducts])).toEqual([[9, null, false], [9, 'cursor-9', true]]);
    expect(titles()[0]).toBe('Helmet 10');
    await userEvent.click(screen.getByRole('button', { name: 'Load More Products' }));
    await waitFor(() => expect(cards()).toHaveLength(11));
    expect(lastPage().variables).toMatchObject({ first: 18, after: 'cursor-9' });
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Load More Products' })).toBeNull();
  });

  it('when a type comes from the header link, then that product type is the filter sent', async () => {
    renderCategory('/category/helmets?type=goggles');
    await screen.findByText('20 Products Available');
    expect(lastPage().variables.filters).toEqual([{ productType: 'Goggles' }]);
  });

  it('when a header link narrows the shop page of a category to a type, then the tab showing the whole category is open', async () => {
    answerFor = ({ variables }) => ((variables.filters as object[]).length > 0 ? [catalogue[18]!] : catalogue);
    renderWithProviders(<ShopCategoryPage />, { route: '/shop/helmets?type=goggles', path: '/shop/:category' });
    await waitFor(() => expect(titles()).toEqual(['Outlaw Goggles']));
    expect(lastPage().variables.filters).toEqual([{ productType: 'Goggles' }]);
    expect(screen.getByRole('tab', { name: 'Categories' })).toHaveAttribute('aria-selected', 'true');
  });

  it('when the search box is typed in, then after the debounce the category is searched on the server and the URL carries the term', async () => {
    renderCategory('/category/helmets');
    await screen.findByText('20 Products Available');
    answerFor = (body) => (body.query.includes('SearchListing') ? [catalogue[19]!] : catalogue);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Helmets' }), 'skull');
    await waitFor(() => expect(location()).toBe('/category/helmets?search=skull'));
    await waitFor(() => expect(titles()).toEqual(['Sold Out Skull Cap']));
    expect(lastPage().query).toContain('query SearchListing');
    expect(lastPage().variables).toMatchObject({ query: 'skull', sortKey: 'RELEVANCE' });
    expect(lastPage().variables.filters).toContainEqual({ productType: 'Helmets' });
    expect(within(cards()[0]!).getByRole('button', { name: 'Sold Out: Sold Out Skull Cap' })).toBeInTheDocument();
  });

  it('when nothing matches, then the empty state offers Clear All Filters, which brings the products back', async () => {
    answerFor = ({ variables }) => ((variables.filters as object[]).length > 0 ? [] : catalogue);
    renderCategory('/category/helmets?min=900&instock=1');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(lastPage().variables.filters).toEqual([{ price: { min: 900, max: null } }, { available: true }]);
    expect(screen.getByText("Try adjusting your search or filters to find what you're looking for.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(location()).toBe('/category/helmets');
    await waitFor(() => expect(cards()).toHaveLength(9));
  });

  it('when the query string is garbage, then the page still renders products', async () => {
    renderCategory('/category/helmets?page=zzz&sort=%27;drop&min=-1&view=<script>');
    expect(await screen.findByText('Showing 1–9 of 20 products')).toBeInTheDocument();
  });

  it('when a page past the end is linked, then the last page shows as the current one', async () => {
    renderCategory('/category/helmets?page=40');
    expect(await screen.findByText('Showing 19–20 of 20 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('when the category is unknown, then the page says so', async () => {
    renderCategory('/category/unicorns');
    expect(screen.getByRole('heading', { name: 'Category Not Found' })).toBeInTheDocument();
  });

  it('when a dedicated page opens, then it shows its heading, tabs and feature block, and a tab is a filter sent to the Storefront', async () => {
    renderWithProviders(<ShopCategoryPage />, { route: '/shop/helmets', path: '/shop/:category' });
    expect(screen.getByRole('heading', { level: 1, name: 'HELMETS' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why Choose Our Helmets?' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'By Type' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('20 Products Available');
    expect(lastPage().variables).toMatchObject({ handle: 'helmets', filters: [{ productType: 'Helmets' }] });
    await userEvent.click(screen.getByRole('tab', { name: 'Riding Style' }));
    expect(location()).toBe('/shop/helmets?tab=riding-style');
    await waitFor(() => expect(lastPage().variables.filters).toEqual(['full-face', 'modular', 'three-quarter-shell', 'half-shell'].map((tag) => ({ tag }))));
  });

  it('when the shopper switches from the grid to the list view, then the page is asked for again with excerpts and each card shows its own', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShopCategoryPage />, { route: '/shop/helmets', path: '/shop/:category' });
    await screen.findByText('Showing 1–9 of 20 products');
    // The grid shows no excerpt, so its page does not carry them.
    expect(lastPage().variables).toMatchObject({ withExcerpt: false });
    const shown = catalogue.slice(0, 9);
    for (const product of shown) expect(screen.queryByText(product.excerpt!)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'List view' }));
    await waitFor(() => expect(within(cards()[0]!).getByText(shown[0]!.excerpt!)).toBeInTheDocument());
    expect(lastPage().variables).toMatchObject({ withProducts: true, withExcerpt: true });
    cards().forEach((card, i) => expect(within(card).getByText(shown[i]!.excerpt!)).toBeInTheDocument());
  });

  it('when a tab is selected, then sort, paging and the grid/list toggle keep it in the URL', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShopCategoryPage />, { route: '/shop/helmets?tab=categories', path: '/shop/:category' });
    await screen.findByText('Showing 1–9 of 20 products');
    await user.selectOptions(screen.getByRole('combobox', { name: /Sort/ }), 'price-high');
    await waitFor(() => expect(location()).toBe('/shop/helmets?tab=categories&sort=price-high'));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(new URLSearchParams(location().split('?')[1]).get('page')).toBe('2'));
    await user.click(screen.getByRole('button', { name: 'List view' }));
    await waitFor(() => expect(new URLSearchParams(location().split('?')[1]).get('view')).toBe('list'));
    const params = new URLSearchParams(location().split('?')[1]);
    expect(params.get('tab')).toBe('categories');
    expect(params.get('sort')).toBe('price-high');
    expect(screen.getByRole('tab', { name: 'Categories' })).toHaveAttribute('aria-selected', 'true');
  });
});
