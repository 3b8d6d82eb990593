import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '../../../app/query-client';
import { categoryCardsQuery, type CategoryCardData } from '../../../shared/api/category-cards';
import { BUNDLE_CATEGORIES } from '../../../shared/bundle-categories';
import { product } from '../../../testing/products';
import { collectToasts, hydratePage, renderWithProviders } from '../../../testing/render';
import { answerStorefront, wireProduct } from '../../../testing/storefront';
import { BUNDLE_STORAGE_KEY, getBundle, resetBundleStore } from '../state/bundle-store';
import { StudioPage } from './studio-page';

const cards: CategoryCardData[] = BUNDLE_CATEGORIES.map((c, i) => ({ id: c.id, count: 10 + i, image: { src: `/media/categories/${c.id}.svg`, altText: c.name } }));
const withCards = () => {
  const client = createQueryClient();
  client.setQueryData(categoryCardsQuery().queryKey, cards);
  return client;
};

describe('StudioPage', () => {
  beforeEach(() => {
    localStorage.clear();
    resetBundleStore();
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('when the gateway rendered it and the browser holds a bundle, then it hydrates without a mismatch and then shows the stored bundle', async () => {
    localStorage.setItem(BUNDLE_STORAGE_KEY, JSON.stringify({ v: 1, entries: [{ categoryId: 'boots', product: product('5', '120.00'), quantity: 2 }] }));
    const page = await hydratePage(<StudioPage />, withCards(), withCards());
    expect(page.serverHtml).toContain('Browse </span>Jackets');
    expect(page.serverHtml).toContain('10 products');
    expect(page.serverHtml.replace(/<!-- -->/g, '')).toContain('0 items · $0.00');
    expect(page.mismatches).toEqual([]);
    await waitFor(() => expect(page.container.querySelector('[data-testid="bundle-summary"]')).toHaveTextContent('2 items · $240.00'));
    page.unmount();
  });

  it('when the gateway renders it, then the first row of category pictures loads with the page, the first at high priority, and the rest wait for the shopper to scroll', async () => {
    const page = await hydratePage(<StudioPage />, withCards(), withCards());
    const pictures = [...page.container.querySelectorAll('button img')];
    expect(pictures).toHaveLength(BUNDLE_CATEGORIES.length);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy']);
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null, null, null]);
    expect(page.serverHtml).toMatch(/<img[^>]*src="\/media\/categories\/jackets.svg"[^>]*loading="eager" fetchPriority="high"/);
    page.unmount();
  });

  it('when Visualize is pressed with an empty bundle, then the Empty Bundle toast shows and no modal opens', async () => {
    const user = userEvent.setup();
    const { toasts, stop } = collectToasts();
    renderWithProviders(<StudioPage />, { client: withCards() });
    await user.click(screen.getByRole('button', { name: 'Visualize Bundle ($5)' }));
    expect(toasts).toEqual([{ title: 'Empty Bundle', description: 'Please add items to your bundle before visualizing', variant: 'destructive' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    stop();
  });

  it('when a shared link is damaged, then the page says so in words and leaves the bundle alone', async () => {
    renderWithProviders(<StudioPage />, { client: withCards(), route: '/bundle-studio?bundle=helmets.lid' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This bundle link is damaged ("helmets.lid" is not a product of the bundle): ask for a new link.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/bundle-studio$/);
    await act(async () => undefined);
    expect(screen.getByTestId('bundle-summary')).toHaveTextContent('0 items');
  });

  it('when a shared link is opened, then the bundle is rebuilt from current catalogue data and a product that is gone is named and skipped', async () => {
    const storefront = answerStorefront({ ProductByHandle: ({ handle }: Record<string, unknown>) => ({ product: handle === 'p-1' ? wireProduct(1, 'Eagle Lid', '120.00') : null }) });
    try {
      renderWithProviders(<StudioPage />, { client: withCards(), route: '/bundle-studio?bundle=helmets.p-1.2~boots.old-boot.1' });
      expect(await screen.findByText('Shared bundle loaded: 2 items. Skipped: Old Boot (no longer in the shop).')).toHaveAttribute('role', 'status');
      expect(getBundle().map((e) => [e.categoryId, e.product.title, e.quantity, e.product.price])).toEqual([['helmets', 'Eagle Lid', 2, '120.00']]);
      expect(screen.getByTestId('bundle-summary')).toHaveTextContent('2 items · $240.00');
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/bundle-studio$/);
    } finally {
      storefront.restore();
    }
  });
});
