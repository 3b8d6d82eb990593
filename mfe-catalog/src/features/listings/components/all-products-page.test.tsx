import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProduct } from '../../../testing/products';
import { renderWithProviders } from '../../../testing/render';
import { answerListings, listingAnswer } from '../../../testing/storefront';
import { AllProductsPage } from './all-products-page';

const vest = makeProduct({ title: 'Road Captain Vest' });

describe('all-products page', () => {
  it('when a search matches nothing, then No matching products shows and Clear Search brings every product back', async () => {
    const calls = answerListings((body) => listingAnswer(body, { products: body.query.includes('SearchListing') ? [] : [vest] }));
    renderWithProviders(<AllProductsPage />, { route: '/all-products?search=zebra', path: '/all-products' });
    expect(await screen.findByRole('heading', { name: 'No matching products' })).toBeInTheDocument();
    expect(calls.at(-1)!.variables).toMatchObject({ query: 'zebra', first: 24 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(await screen.findByRole('heading', { name: 'Road Captain Vest' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No matching products' })).not.toBeInTheDocument();
  });

  it('when the catalogue is empty, then No products available shows without a Clear Search button', async () => {
    answerListings((body) => listingAnswer(body, { products: [] }));
    renderWithProviders(<AllProductsPage />, { route: '/all-products', path: '/all-products' });
    expect(await screen.findByRole('heading', { name: 'No products available' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Search' })).not.toBeInTheDocument();
  });
});
