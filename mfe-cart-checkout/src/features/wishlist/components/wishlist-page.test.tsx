import { getCart, getWishlist, toggleWishlist } from '@tjb/cart-bus';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockStorefront } from '@tjb/test-support';
import { collectToasts, hydratePage, renderPage } from '../../../testing/render';
import { WishlistPage } from './wishlist-page';

const jacket = {
  shopifyProductId: 'gid://shopify/Product/7',
  productData: { title: 'Road Warrior Jacket', handle: 'road-warrior-jacket', image: null, productType: 'jackets', price: '249.00' },
};

const variant = (id: string, title: string, availableForSale = true) => ({
  id, title, availableForSale, price: { amount: '249.00' }, selectedOptions: [{ name: 'Size', value: title }],
});

/** The catalogue's answer to the wishlist's variants query, on the shared fake network. */
const answerVariants = (variants: ReturnType<typeof variant>[]) =>
  mockStorefront({ WishlistProductVariants: { product: { id: jacket.shopifyProductId, variants: { nodes: variants } } } });

describe('wishlist', () => {
  let toasts: ReturnType<typeof collectToasts>;
  beforeEach(() => {
    window.localStorage.clear();
    toasts = collectToasts();
  });
  afterEach(() => toasts.stop());

  it("when a heart elsewhere saves a product (the catalogue's cards and product page), then it shows on the open wishlist page", async () => {
    renderPage(<WishlistPage />);
    expect(screen.getByText('Your wishlist is empty')).toBeInTheDocument();
    act(() => void toggleWishlist(jacket));
    expect(screen.getByRole('link', { name: 'Road Warrior Jacket' })).toHaveAttribute('href', '/product/road-warrior-jacket');
    expect(screen.getByRole('button', { name: 'Remove Road Warrior Jacket from wishlist' })).toBeInTheDocument();
  });

  it('when Remove is pressed, then the entry goes with the Removed from Wishlist toast', async () => {
    toggleWishlist(jacket);
    renderPage(<WishlistPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Road Warrior Jacket from wishlist' }));
    expect(getWishlist()).toEqual([]);
    expect(toasts.toasts.at(-1)).toMatchObject({ title: 'Removed from Wishlist' });
  });

  it('when a one-variant product is moved to the cart, then it is added and leaves the wishlist', async () => {
    toggleWishlist(jacket);
    answerVariants([variant('gid://shopify/ProductVariant/71', 'One Size')]);
    renderPage(<WishlistPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Move Road Warrior Jacket to cart' }));
    await waitFor(() => expect(getCart()).toHaveLength(1));
    expect(getCart()[0]).toMatchObject({ shopifyVariantId: 'gid://shopify/ProductVariant/71', price: '249.00', quantity: 1 });
    expect(getWishlist()).toEqual([]);
    expect(toasts.toasts.at(-1)).toMatchObject({ title: 'Added to Cart', description: 'Road Warrior Jacket has been added to your cart.' });
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
  });

  it('when the product has several sizes, then the shopper picks one before it moves', async () => {
    toggleWishlist(jacket);
    answerVariants([variant('gid://shopify/ProductVariant/71', 'M'), variant('gid://shopify/ProductVariant/72', 'L'), variant('gid://shopify/ProductVariant/73', 'XL', false)]);
    const user = userEvent.setup();
    renderPage(<WishlistPage />);
    await user.click(screen.getByRole('button', { name: 'Move Road Warrior Jacket to cart' }));
    const select = await screen.findByLabelText('Choose an option for Road Warrior Jacket');
    expect(screen.queryByRole('option', { name: /XL/ })).not.toBeInTheDocument();
    await user.selectOptions(select, 'gid://shopify/ProductVariant/72');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(getCart()[0]).toMatchObject({ shopifyVariantId: 'gid://shopify/ProductVariant/72', variantData: { title: 'L' } });
  });

  it('when nothing is in stock, then the Out of Stock toast shows and the entry stays', async () => {
    toggleWishlist(jacket);
    answerVariants([variant('gid://shopify/ProductVariant/71', 'M', false)]);
    renderPage(<WishlistPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Move Road Warrior Jacket to cart' }));
    await waitFor(() => expect(toasts.toasts.at(-1)).toMatchObject({ title: 'Out of Stock' }));
    expect(getCart()).toEqual([]);
    expect(getWishlist()).toHaveLength(1);
  });

  it('when another tab saves a product, then this page shows it', () => {
    renderPage(<WishlistPage />);
    const raw = JSON.stringify({ v: 1, items: [{ ...jacket, createdAt: '2025-01-10T12:00:00.000Z' }] });
    act(() => {
      window.localStorage.setItem('tjb.wishlist.v1', raw);
      window.dispatchEvent(new StorageEvent('storage', { key: 'tjb.wishlist.v1', newValue: raw, storageArea: window.localStorage }));
    });
    expect(screen.getByRole('link', { name: 'Road Warrior Jacket' })).toBeInTheDocument();
  });
});

describe('WishlistPage served by the gateway', () => {
  beforeEach(() => window.localStorage.clear());

  it('when the page arrives, then its HTML holds the saved items\' place, and hydration shows the stored wishlist without a mismatch', async () => {
    toggleWishlist(jacket);
    const page = await hydratePage(<WishlistPage />, { route: '/wishlist' });
    expect(page.serverHtml).toContain('Loading your wishlist');
    expect(page.serverHtml).not.toContain('Your wishlist is empty');
    expect(page.mismatches).toEqual([]);
    expect(page.container).toHaveTextContent('Road Warrior Jacket');
    expect(page.container).toHaveTextContent('1 saved item.');
    page.unmount();
  });
});
