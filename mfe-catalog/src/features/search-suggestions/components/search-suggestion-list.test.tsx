import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { fakeStorefront } from '../../../testing/storefront';
import { SearchSuggestionList } from './search-suggestion-list';

const answer = {
  predictiveSearch: {
    queries: [{ text: "men's leather vests" }],
    products: [
      { id: 'p1', title: 'Renegade Leather Vest', handle: 'renegade-leather-vest', vendor: 'Renegade Classics', productType: "Men's Leather Vests",
        featuredImage: { url: 'https://shop.test/v.svg', altText: null }, priceRange: { minVariantPrice: { amount: '89.99' } } },
    ],
    collections: [{ id: 'c1', title: 'Vests', handle: 'vests' }],
  },
};

/** Stands in for the header: its form and input, with the slot inside the form as the shell mounts it. */
function Header({ term, close }: { term: string; close: () => void }) {
  return (
    <form role="search" onSubmit={(e) => e.preventDefault()}>
      <input type="search" aria-label="Search products" defaultValue={term} />
      <SearchSuggestionList term={term} close={close} />
    </form>
  );
}

describe('search suggestions', () => {
  it('when 2+ characters are typed, then predictive results show: searches, products and categories, with a full-search link', async () => {
    const calls = fakeStorefront(() => answer);
    renderWithProviders(<Header term="leath" close={() => {}} />);
    expect(await screen.findByRole('link', { name: /^Renegade/ })).toHaveAttribute('href', '/product/renegade-leather-vest');
    expect(screen.getByRole('link', { name: /^men's/ })).toHaveAttribute('href', "/shop?search=men%27s+leather+vests");
    expect(screen.getByRole('link', { name: 'Vests' })).toHaveAttribute('href', '/shop/vests');
    expect(screen.getByRole('link', { name: 'Search for “leath”' })).toHaveAttribute('href', '/shop?search=leath');
    expect(calls[0]!.query).toContain('predictiveSearch');
    expect(calls[0]!.variables).toMatchObject({ query: 'leath' });
  });

  it('when fewer than 2 characters are typed, then nothing shows and nothing is asked', () => {
    const calls = fakeStorefront(() => answer);
    renderWithProviders(<Header term="l" close={() => {}} />);
    expect(screen.queryByTestId('search-suggestions')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('when the arrow keys are used from the input, then focus walks the suggestions, and Escape returns to the input and closes', async () => {
    fakeStorefront(() => answer);
    const close = jest.fn();
    renderWithProviders(<Header term="leath" close={close} />);
    await screen.findByRole('link', { name: /^Renegade/ });
    const input = screen.getByRole('searchbox', { name: 'Search products' });
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /^men's/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /^Renegade/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Search for “leath”' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveFocus();
    expect(close).toHaveBeenCalled();
  });

  it('when a suggestion is followed with Enter, then the page goes there and the list closes', async () => {
    fakeStorefront(() => answer);
    const close = jest.fn();
    renderWithProviders(<Header term="leath" close={close} />);
    await screen.findByRole('link', { name: /^Renegade/ });
    screen.getByRole('searchbox').focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/product/renegade-leather-vest'));
    expect(close).toHaveBeenCalled();
  });
});
