import { getCart, getWishlist } from '@tjb/cart-bus';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordToasts } from '../../../testing/bus';
import { makeProduct, makeVariant } from '../../../testing/products';
import { renderWithProviders } from '../../../testing/render';
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

  it('when Add to Cart is pressed, then the first variant joins the shared cart and the spec toast shows', async () => {
    const p = makeProduct({ title: 'Road Captain Vest' });
    const { toasts, stop } = recordToasts();
    renderWithProviders(<ProductCard product={p} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Road Captain Vest' }));
    expect(getCart()).toMatchObject([{ shopifyProductId: p.id, shopifyVariantId: p.variants[0]!.id, quantity: 1, price: '100.00' }]);
    expect(toasts).toEqual([expect.objectContaining({ title: 'Added to Cart', description: 'Road Captain Vest has been added to your cart.' })]);
    stop();
  });

  it('when only the first variant is sold out, then the card offers Add to Cart and adds the variant that can be bought', async () => {
    const p = makeProduct({ title: 'Ghost Boots', variants: [makeVariant({ availableForSale: false }), makeVariant({ title: '10' })] });
    renderWithProviders(<ProductCard product={p} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Ghost Boots' }));
    expect(getCart()).toMatchObject([{ shopifyVariantId: p.variants[1]!.id, quantity: 1 }]);
  });

  it('when no variant is available, then the button reads Sold Out and pressing it only says Out of Stock', async () => {
    const p = makeProduct({ title: 'Ghost Boots', variants: [makeVariant({ availableForSale: false }), makeVariant({ availableForSale: false })] });
    const { toasts, stop } = recordToasts();
    renderWithProviders(<ProductCard product={p} />);
    const button = screen.getByRole('button', { name: 'Sold Out: Ghost Boots' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(getCart()).toEqual([]);
    expect(toasts).toEqual([expect.objectContaining({ title: 'Out of Stock', description: 'This product is currently unavailable.' })]);
    stop();
  });

  it('when the heart is pressed, then the product is saved to the shared wishlist and pressing again removes it', async () => {
    const p = makeProduct({ title: 'Iron Cross Patch' });
    renderWithProviders(<ProductCard product={p} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Iron Cross Patch to wishlist' }));
    expect(getWishlist().map((e) => e.shopifyProductId)).toEqual([p.id]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Iron Cross Patch from wishlist' }));
    expect(getWishlist()).toEqual([]);
  });
});
