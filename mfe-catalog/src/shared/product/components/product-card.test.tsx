import { getCart, getWishlist } from '@tjb/cart-bus';
import { KEPT_TAP_ATTRIBUTE } from '@tjb/shop-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordToasts } from '../../../testing/bus';
import { listingOf, makeProduct, makeVariant } from '../../../testing/products';
import { renderWithProviders } from '../../../testing/render';
import { answerStorefront, productVariantsAnswer } from '../../../testing/storefront';
import { ProductCard } from './product-card';

beforeEach(() => window.localStorage.clear());

describe('ProductCard', () => {
  it('when a product is discounted and tagged new, then its card shows the badges, both prices and a link to its page', () => {
    const p = makeProduct({ title: 'Outlaw Full Face Helmet', handle: 'outlaw-full-face-helmet', price: '89.99', compareAt: '119.99', tags: ['new'] });
    renderWithProviders(<ProductCard product={p} />);
    expect(screen.getByText('-25%')).toBeInTheDocument();
    expect(screen.getByText('NEW')).toBeInTheDocument();
    expect(screen.getByText('$89.99')).toBeInTheDocument();
    expect(screen.getByText('$119.99')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Outlaw Full Face Helmet' })).toHaveAttribute('href', '/product/outlaw-full-face-helmet');
  });

  it('when Add to Cart is pressed, then the variant the card carries joins the shared cart and the spec toast shows', async () => {
    const p = makeProduct({ title: 'Road Captain Vest' });
    const { toasts, stop } = recordToasts();
    renderWithProviders(<ProductCard product={listingOf(p)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Road Captain Vest' }));
    expect(getCart()).toMatchObject([{ shopifyProductId: p.id, shopifyVariantId: p.variants[0]!.id, quantity: 1, price: '100.00' }]);
    expect(toasts).toEqual([expect.objectContaining({ title: 'Added to Cart', description: 'Road Captain Vest has been added to your cart.' })]);
    stop();
  });

  it('when a product has several variants, then Add to Cart opens the quick pick, which asks for them, and nothing is added until each option is chosen', async () => {
    const user = userEvent.setup();
    const sized = (size: string, color: string, availableForSale = true) =>
      makeVariant({ title: `${size} / ${color}`, availableForSale, selectedOptions: [{ name: 'Size', value: size }, { name: 'Color', value: color }] });
    const p = makeProduct({
      title: 'Ghost Boots',
      handle: 'ghost-boots',
      options: [{ name: 'Size', values: ['9', '10'] }, { name: 'Color', values: ['Black', 'Brown'] }],
      variants: [sized('9', 'Black', false), sized('9', 'Brown'), sized('10', 'Black'), sized('10', 'Brown')],
    });
    const calls = answerStorefront({ ProductVariants: productVariantsAnswer(p) });
    // The card has the list's product: one variant (9 / Brown, the first for sale) and the count.
    renderWithProviders(<ProductCard product={listingOf(p)} />);
    const add = screen.getByRole('button', { name: 'Add to Cart: Ghost Boots' });
    expect(add).toHaveAttribute('aria-haspopup', 'dialog');
    expect(calls).toEqual([]);
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Ghost Boots' });
    const inDialog = within(dialog);
    expect(await inDialog.findByRole('status')).toHaveTextContent('Choose a size.');
    expect(calls.map((c) => [c.operationName, c.variables])).toEqual([['ProductVariants', { handle: 'ghost-boots' }]]);
    expect(getCart()).toEqual([]);
    expect(inDialog.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
    // Nothing chosen yet: size 9 can still be bought (in Brown).
    await user.click(inDialog.getByRole('button', { name: '9' }));
    // With size 9 chosen, Black is the sold-out one: struck through (data-state) and read as such.
    expect(inDialog.getByRole('button', { name: 'Black (Sold Out)' })).toHaveAttribute('data-state', 'sold-out');
    await user.click(inDialog.getByRole('button', { name: 'Brown' }));
    await user.click(inDialog.getByRole('button', { name: /Add to Cart/ }));
    expect(getCart()).toMatchObject([{ shopifyVariantId: p.variants[1]!.id, quantity: 1, variantData: { title: '9 / Brown' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Opened again, the pick has the variants already (the catalogue's query client keeps them).
    await user.click(add);
    expect(await within(await screen.findByRole('dialog', { name: 'Ghost Boots' })).findByRole('status')).toHaveTextContent('Choose a size.');
    expect(calls).toHaveLength(1);
  });

  it('when a product has a single variant, then Add to Cart adds it at once without a quick pick or a request', async () => {
    const p = makeProduct({ title: 'Iron Cross Patch' });
    const calls = answerStorefront({});
    renderWithProviders(<ProductCard product={listingOf(p)} />);
    const add = screen.getByRole('button', { name: 'Add to Cart: Iron Cross Patch' });
    expect(add).not.toHaveAttribute('aria-haspopup');
    // Marked so the page's head script keeps a tap made before hydration.
    expect(add).toHaveAttribute(KEPT_TAP_ATTRIBUTE);
    await userEvent.click(add);
    expect(getCart()).toMatchObject([{ shopifyVariantId: p.variants[0]!.id }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('when no variant is available, then the button reads Sold Out and pressing it only says Out of Stock', async () => {
    const p = makeProduct({ title: 'Ghost Boots', variants: [makeVariant({ availableForSale: false }), makeVariant({ availableForSale: false })] });
    const { toasts, stop } = recordToasts();
    renderWithProviders(<ProductCard product={listingOf(p)} />);
    const button = screen.getByRole('button', { name: 'Sold Out: Ghost Boots' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(getCart()).toEqual([]);
    expect(toasts).toEqual([expect.objectContaining({ title: 'Out of Stock', description: 'This product is currently unavailable.' })]);
    stop();
  });

  it('when the heart is pressed, then the product is saved to the shared wishlist with the spec toast, and pressing again removes it', async () => {
    const p = makeProduct({ title: 'Iron Cross Patch' });
    const { toasts, stop } = recordToasts();
    renderWithProviders(<ProductCard product={p} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Iron Cross Patch to wishlist' }));
    expect(getWishlist().map((e) => e.shopifyProductId)).toEqual([p.id]);
    expect(toasts.at(-1)).toMatchObject({ title: 'Added to Wishlist' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Iron Cross Patch from wishlist' }));
    expect(getWishlist()).toEqual([]);
    expect(toasts.at(-1)).toMatchObject({ title: 'Removed from Wishlist' });
    stop();
  });

  it("when a connected store's picture is on Shopify's CDN, then the card offers it in the widths a phone needs, never wider than its file; the embedded Storefront's drawing stays one file", () => {
    const cdn = 'https://cdn.shopify.com/s/files/1/0001/products/helmet.jpg?v=1';
    const p = makeProduct({ title: 'Stealth Helmet' });
    const onCdn = { ...p, featuredImage: { ...p.featuredImage!, src: cdn, width: 1000, height: 1000 } };
    const { container, unmount } = renderWithProviders(<ProductCard product={onCdn} priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('sizes')).toBe('(max-width: 767px) 50vw, 400px');
    const widths = img.getAttribute('srcset')!.split(', ').map((entry) => new URL(entry.split(' ')[0]!).searchParams.get('width'));
    expect(widths).toEqual(['180', '240', '360', '480', '640', '800']);
    expect(new URL(img.getAttribute('src')!).searchParams.get('width')).toBe('800');
    unmount();

    const drawn = renderWithProviders(<ProductCard product={p} />).container.querySelector('img')!;
    expect(drawn.getAttribute('src')).toBe(p.featuredImage!.src);
    expect(drawn.hasAttribute('srcset')).toBe(false);
  });
});
