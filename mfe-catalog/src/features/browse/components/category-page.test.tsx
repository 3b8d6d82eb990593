import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProduct, makeVariant } from '../../../testing/products';
import { renderWithProviders } from '../../../testing/render';
import { answerStorefront, productLists, productsAnswer } from '../../../testing/storefront';
import { CategoryRoutePage, ShopCategoryPage } from '../pages';

const helmet = (n: number, over: Parameters<typeof makeProduct>[0] = {}) =>
  makeProduct({ title: `Helmet ${String(n).padStart(2, '0')}`, productType: 'Helmets', vendor: n % 2 ? 'Black Asphalt' : 'Steel Saddle', price: `${100 + n}.00`, ...over });

const catalogue = [
  ...Array.from({ length: 18 }, (_, i) => helmet(i + 1)),
  helmet(19, { title: 'Outlaw Goggles', productType: 'Goggles', vendor: 'Renegade Classics', price: '25.00', compareAt: '50.00', tags: ['new'] }),
  helmet(20, { title: 'Sold Out Skull Cap', variants: [makeVariant({ price: '60.00', availableForSale: false })], tags: ['novelty'] }),
];

let calls: ReturnType<typeof answerStorefront>;
beforeEach(() => {
  window.localStorage.clear();
  calls = answerStorefront(productLists(productsAnswer(catalogue)));
});

const location = () => screen.getByTestId('location').textContent ?? '';
const cards = () => screen.getAllByTestId('product-card');
const titles = () => cards().map((c) => within(c).getByRole('heading').textContent);

function renderCategory(url: string) {
  return renderWithProviders(<CategoryRoutePage />, { route: url, path: '/category/:slug' });
}

describe('category page', () => {
  it('when a category opens, then its products come from the catalogue query, 9 a page, with counts from the data', async () => {
    renderCategory('/category/helmets');
    expect(await screen.findByText('20 Products Available')).toBeInTheDocument();
    expect(cards()).toHaveLength(9);
    expect(screen.getByText('Showing 1–9 of 20 products')).toBeInTheDocument();
    expect(calls[0]!.query).toContain('query AllProducts');
    expect(calls[0]!.variables.query).toContain('product_type:"Helmets"');
    const brand = screen.getByRole('group', { name: 'Brand' });
    expect(within(brand).getByRole('checkbox', { name: /Black Asphalt/ }).parentElement).toHaveTextContent('(9)');
  });

  it('when a brand is ticked and the sort changed, then the grid follows and the URL holds both; reopening the URL restores the view', async () => {
    const first = renderCategory('/category/helmets');
    await screen.findByText('20 Products Available');
    await userEvent.click(screen.getByRole('checkbox', { name: /Renegade Classics/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-low');
    expect(location()).toBe('/category/helmets?vendor=Renegade+Classics&sort=price-low');
    expect(titles()).toEqual(['Outlaw Goggles']);

    const url = location();
    first.unmount();
    renderCategory(url);
    await screen.findByText('20 Products Available');
    expect(titles()).toEqual(['Outlaw Goggles']);
    expect(screen.getByRole('checkbox', { name: /Renegade Classics/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-low');
  });

  it('when a page button or Load More is used, then the next nine show and the page is in the URL', async () => {
    renderCategory('/category/helmets?sort=price-high');
    await screen.findByText('20 Products Available');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(location()).toBe('/category/helmets?sort=price-high&page=2');
    expect(screen.getByText('Showing 10–18 of 20 products')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load More Products' }));
    expect(cards()).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Load More Products' })).toBeNull();
  });

  it('when a type comes from the header link, then only that type shows', async () => {
    renderCategory('/category/helmets?type=goggles');
    await screen.findByText('20 Products Available');
    expect(titles()).toEqual(['Outlaw Goggles']);
  });

  it('when a header link narrows the shop page of a category to a type, then the tab showing the whole category is open', async () => {
    renderWithProviders(<ShopCategoryPage />, { route: '/shop/helmets?type=goggles', path: '/shop/:category' });
    await screen.findByText('Showing 1–1 of 1 products');
    expect(titles()).toEqual(['Outlaw Goggles']);
    expect(screen.getByRole('tab', { name: 'Categories' })).toHaveAttribute('aria-selected', 'true');
  });

  it('when the search box is typed in, then after the debounce the grid narrows and the URL carries the term', async () => {
    renderCategory('/category/helmets');
    await screen.findByText('20 Products Available');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Helmets' }), 'skull');
    await waitFor(() => expect(location()).toBe('/category/helmets?search=skull'));
    expect(titles()).toEqual(['Sold Out Skull Cap']);
    expect(within(cards()[0]!).getByRole('button', { name: 'Sold Out: Sold Out Skull Cap' })).toBeInTheDocument();
  });

  it('when nothing matches, then the empty state offers Clear All Filters, which brings the products back', async () => {
    renderCategory('/category/helmets?min=900&instock=1');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search or filters to find what you're looking for.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(location()).toBe('/category/helmets');
    expect(cards()).toHaveLength(9);
  });

  it('when the query string is garbage, then the page still renders products', async () => {
    renderCategory('/category/helmets?page=zzz&sort=%27;drop&min=-1&view=<script>');
    expect(await screen.findByText('Showing 1–9 of 20 products')).toBeInTheDocument();
  });

  it('when the category is unknown, then the page says so', async () => {
    renderCategory('/category/unicorns');
    expect(screen.getByRole('heading', { name: 'Category Not Found' })).toBeInTheDocument();
  });

  it('when a dedicated page opens, then it shows its heading, tabs and feature block, and a tab narrows the products', async () => {
    renderWithProviders(<ShopCategoryPage />, { route: '/shop/helmets', path: '/shop/:category' });
    expect(screen.getByRole('heading', { level: 1, name: 'HELMETS' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why Choose Our Helmets?' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'By Type' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('19 Products Available');
    expect(screen.getByText('Showing 1–9 of 19 products')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Categories' }));
    expect(location()).toBe('/shop/helmets?tab=categories');
    expect(screen.getByText('Showing 1–9 of 20 products')).toBeInTheDocument();
    expect(screen.getByText('20 Products Available')).toBeInTheDocument();
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
