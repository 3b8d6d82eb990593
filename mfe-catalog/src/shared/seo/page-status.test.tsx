import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { CategoryRoutePage } from '../../features/browse/pages';
import { ProductPage } from '../../features/product/components/product-page';
import { makeProduct } from '../../testing/products';
import { renderWithProviders } from '../../testing/render';
import { answerStorefront, productLists, productsAnswer, toWire } from '../../testing/storefront';
import { PageStatusContext } from './page-status';

const known = makeProduct({ title: 'Road Captain Vest', handle: 'road-captain-vest' });

/** Renders as the server render does: with a status reporter; returns what the last render asked for. */
function renderReporting(ui: ReactElement, route: string, path: string) {
  const asked: number[] = [];
  renderWithProviders(<PageStatusContext.Provider value={(s) => asked.push(s)}>{ui}</PageStatusContext.Provider>, { route, path });
  return asked;
}

describe('page status for the server render', () => {
  beforeEach(() => {
    answerStorefront({
      ...productLists(productsAnswer([known])),
      ProductByHandle: (variables: Record<string, unknown>) => {
        if (variables.handle === 'broken') throw new Error('Storefront down');
        return { product: variables.handle === known.handle ? toWire(known) : null };
      },
    });
  });

  it('when the product handle is unknown, then the page asks for 404 and shows Product Not Found', async () => {
    const asked = renderReporting(<ProductPage />, '/product/no-such-thing', '/product/:handle');
    await screen.findByRole('heading', { name: 'Product Not Found' });
    expect(asked).toContain(404);
  });

  it('when the product exists, then no status is asked for', async () => {
    const found = renderReporting(<ProductPage />, `/product/${known.handle}`, '/product/:handle');
    await screen.findByRole('heading', { level: 1, name: 'Road Captain Vest' });
    expect(found).toEqual([]);
  });

  it('when the load fails, then Product Not Found shows but no 404 is asked for', async () => {
    const failed = renderReporting(<ProductPage />, '/product/broken', '/product/:handle');
    await screen.findByRole('heading', { name: 'Product Not Found' });
    expect(failed).toEqual([]);
  });

  it('when the category slug is unknown, then the page asks for 404', () => {
    const asked = renderReporting(<CategoryRoutePage />, '/category/unicorns', '/category/:slug');
    expect(screen.getByRole('heading', { name: 'Category Not Found' })).toBeInTheDocument();
    expect(asked).toContain(404);
  });
});
