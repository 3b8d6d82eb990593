import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { renderWithRouter } from '../test-utils';
import { MobileSearch } from './mobile-search';

const toggle = () => screen.getByRole('button', { name: 'Search the shop' });

describe('phone header search', () => {
  it('when the search button is pressed, then the field opens focused, with suggestions as the shopper types', async () => {
    const user = userEvent.setup();
    renderWithRouter(<MobileSearch renderSuggestions={({ term }) => <p>Suggestions for {term}</p>} />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const field = screen.getByRole('combobox', { name: 'Search products' });
    expect(field).toHaveFocus();
    await user.keyboard('hel');
    expect(screen.getByText('Suggestions for hel')).toBeInTheDocument();
  });

  it('when a term is searched, then the shop opens with it and the field closes', async () => {
    const user = userEvent.setup();
    renderWithRouter(<MobileSearch />, { route: '/cart' });
    await user.click(toggle());
    await user.keyboard('boots{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/shop?search=boots');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('when Escape is pressed in the field, then it closes and focus returns to the button', async () => {
    const user = userEvent.setup();
    renderWithRouter(<MobileSearch />);
    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
  });

  it('when the page has not hydrated yet, then the button is a link to the shop, so a tap still leads to search', () => {
    const html = renderToString(
      <MemoryRouter>
        <MobileSearch />
      </MemoryRouter>,
    );
    expect(new DOMParser().parseFromString(html, 'text/html').querySelector('a[aria-label="Search the shop"]')!.getAttribute('href')).toBe('/shop');
  });
});
