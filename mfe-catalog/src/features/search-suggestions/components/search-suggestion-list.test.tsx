import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { answerStorefront } from '../../../testing/storefront';
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

/** Stands in for the header: its form and combobox input, with the slot inside the form as the shell mounts it. */
function Header({ term, close }: { term: string; close: () => void }) {
  const [active, setActive] = useState<string | null>(null);
  return (
    <form role="search" onSubmit={(e) => e.preventDefault()}>
      <input type="search" role="combobox" aria-label="Search products" aria-controls="suggestions" aria-expanded
        aria-activedescendant={active ?? undefined} defaultValue={term} />
      <SearchSuggestionList term={term} close={close} listboxId="suggestions" onActiveChange={setActive} />
    </form>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Search products' });
const option = (name: string | RegExp) => screen.getByRole('option', { name });

describe('search suggestions', () => {
  it('when 2+ characters are typed, then predictive results show as one listbox: searches, products and categories, and a full search', async () => {
    const calls = answerStorefront({ PredictiveSearch: answer });
    renderWithProviders(<Header term="leath" close={() => {}} />);
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(listbox).toHaveAttribute('id', 'suggestions');
    await screen.findByRole('option', { name: /^Renegade/ }, { timeout: 5000 });
    expect(within(listbox).getByRole('group', { name: 'Suggestions' })).toContainElement(option(/^men's/));
    expect(within(listbox).getByRole('group', { name: 'Categories' })).toContainElement(option('Vests'));
    expect(option('Search for “leath”')).toHaveAttribute('aria-selected', 'false');
    // The typed part is emphasised inside one line of text: the row's text has its words whole.
    expect(within(option(/^Renegade/)).getByText('Leath').tagName).toBe('MARK');
    expect(option(/^Renegade/)).toHaveTextContent(/^Renegade Leather Vest \$89\.99$/);
    expect(option(/^men's/)).toHaveTextContent(/^men's leather vests$/);
    expect(calls[0]!.query).toContain('predictiveSearch');
    expect(calls[0]!.variables).toMatchObject({ query: 'leath' });
  });

  it('when fewer than 2 characters are typed, then nothing shows and nothing is asked', () => {
    const calls = answerStorefront({ PredictiveSearch: answer });
    renderWithProviders(<Header term="l" close={() => {}} />);
    expect(screen.queryByTestId('search-suggestions')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('when the arrow keys are used, then focus stays in the input and aria-activedescendant follows the selected option', async () => {
    answerStorefront({ PredictiveSearch: answer });
    renderWithProviders(<Header term="leath" close={() => {}} />);
    await screen.findByRole('option', { name: /^Renegade/ });
    input().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(input()).toHaveFocus();
    expect(option(/^men's/)).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', option(/^men's/).id);
    await userEvent.keyboard('{ArrowDown}');
    expect(option(/^Renegade/)).toHaveAttribute('aria-selected', 'true');
    expect(option(/^men's/)).toHaveAttribute('aria-selected', 'false');
    expect(input()).toHaveAttribute('aria-activedescendant', option(/^Renegade/).id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowUp}');
    expect(input()).toHaveAttribute('aria-activedescendant', option('Search for “leath”').id);
  });

  it('when the active suggestion is followed with Enter, then the page goes there and the list closes', async () => {
    answerStorefront({ PredictiveSearch: answer });
    const close = jest.fn();
    renderWithProviders(<Header term="leath" close={close} />);
    await screen.findByRole('option', { name: /^Renegade/ });
    input().focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/product/renegade-leather-vest'));
    expect(close).toHaveBeenCalled();
  });

  it('when a suggestion is clicked, then the page goes there', async () => {
    answerStorefront({ PredictiveSearch: answer });
    renderWithProviders(<Header term="leath" close={() => {}} />);
    await userEvent.click(await screen.findByRole('option', { name: 'Vests' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/shop/vests'));
  });
});
