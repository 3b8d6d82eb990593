import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bundleCategory } from '../../../shared/bundle-categories';
import { collectToasts, renderWithProviders } from '../../../testing/render';
import { answerStorefront, wireProduct } from '../../../testing/storefront';
import { getBundle, resetBundleStore } from '../state/bundle-store';
import { CategoryModal } from './category-modal';

const page = (nodes: unknown[], endCursor: string | null) => ({ products: { nodes, pageInfo: { hasNextPage: endCursor !== null, endCursor } } });

describe('CategoryModal', () => {
  let storefront: ReturnType<typeof answerStorefront>;
  beforeEach(() => {
    localStorage.clear();
    resetBundleStore();
    storefront = answerStorefront({ Products: ({ after, query }: Record<string, unknown>) => {
      if (String(query).includes('AND carbon')) return page([wireProduct(9, 'Carbon Lid', '300.00')], null);
      return after === 'c1' ? page([wireProduct(3, 'Open Face Lid', '80.00')], null) : page([wireProduct(1, 'Eagle Lid', '120.00'), wireProduct(2, 'Gone Lid', '99.00', { soldOut: true })], 'c1');
    } });
  });
  afterEach(() => storefront.restore());

  it('when opened, then it asks for 24 of the category and shows image, title, price and availability; sold out cannot be added', async () => {
    renderWithProviders(<CategoryModal category={bundleCategory('helmets')} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Helmets' });
    expect(await within(dialog).findByText('Eagle Lid')).toBeInTheDocument();
    expect(storefront.calls[0]!.variables).toMatchObject({ first: 24, after: null, query: bundleCategory('helmets').query });
    expect(within(dialog).getByText('$120.00 · In stock')).toBeInTheDocument();
    expect(within(dialog).getByText('$99.00 · Sold out')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Gone Lid is sold out' })).toBeDisabled();
  });

  it('when a product is added twice, then the bundle holds it once with quantity 2 and the spec toast shows', async () => {
    const user = userEvent.setup();
    const { toasts, stop } = collectToasts();
    renderWithProviders(<CategoryModal category={bundleCategory('helmets')} onClose={() => undefined} />);
    const add = await screen.findByRole('button', { name: 'Add Eagle Lid to bundle' });
    await user.click(add);
    await user.click(add);
    expect(getBundle().map((e) => [e.categoryId, e.product.title, e.quantity])).toEqual([['helmets', 'Eagle Lid', 2]]);
    expect(toasts[0]).toEqual({ title: 'Added to Bundle!', description: 'Eagle Lid has been added to your bundle.', variant: 'success' });
    stop();
  });

  it('when Load more is pressed, then the next page is asked for by cursor and added below', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoryModal category={bundleCategory('helmets')} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Open Face Lid')).toBeInTheDocument();
    expect(screen.getByText('Eagle Lid')).toBeInTheDocument();
    expect(storefront.calls.at(-1)!.variables).toMatchObject({ after: 'c1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('when the shopper searches, then the category query is narrowed by the words', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoryModal category={bundleCategory('helmets')} onClose={() => undefined} />);
    await screen.findByText('Eagle Lid');
    await user.type(screen.getByLabelText('Search helmets'), 'carbon');
    expect(await screen.findByText('Carbon Lid')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Eagle Lid')).not.toBeInTheDocument());
    expect(storefront.calls.at(-1)!.variables).toMatchObject({ query: `(${bundleCategory('helmets').query}) AND carbon` });
  });
});
