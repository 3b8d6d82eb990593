import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { CATEGORY_MENUS } from '../header/category-menus';
import { renderWithRouter } from '../test-utils';
import { NotFoundPage } from './not-found-page';

function Shown() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

describe('not-found page', () => {
  it("when a path is unknown, then the card keeps the spec's heading and speaks to the shopper, with ways on", () => {
    renderWithRouter(<NotFoundPage />, { route: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText(/forget to add the page to the router/)).not.toBeInTheDocument();
    expect(screen.getByText(/We couldn't find that page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Shop All Gear' })).toHaveAttribute('href', '/shop');
    const categories = screen.getByRole('navigation', { name: 'Shop by category' });
    for (const menu of CATEGORY_MENUS) {
      expect(categories.querySelector(`a[href="/shop/${menu.category}"]`)).not.toBeNull();
    }
  });

  it('when the shopper searches from the card, then the shop opens with the term', async () => {
    renderWithRouter(
      <Routes>
        <Route path="/shop" element={<Shown />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>,
      { route: '/no-such-page' },
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), 'gloves{Enter}');
    expect(await screen.findByText('at /shop?search=gloves')).toBeInTheDocument();
  });
});
