import { getCart, getRecentlyViewed, recordRecentlyViewed } from '@tjb/cart-bus';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordToasts } from '../../../testing/bus';
import { makeProduct, makeVariant } from '../../../testing/products';
import { renderWithProviders } from '../../../testing/render';
import { answerStorefront, productLists, productsAnswer, toWire } from '../../../testing/storefront';
import { ProductBuyBox } from './product-buy-box';
import { ProductPage } from './product-page';

// Counted, to see what a change of the recently viewed list renders again.
jest.mock('./product-buy-box', () => {
  const actual = jest.requireActual<typeof import('./product-buy-box')>('./product-buy-box');
  return { ...actual, ProductBuyBox: jest.fn(actual.ProductBuyBox) };
});

const v = (size: string, color: string, availableForSale = true, price = '199.99', compareAtPrice: string | null = '249.99') =>
  makeVariant({ title: `${size} / ${color}`, price, compareAtPrice, availableForSale, sku: `TJB-${size}-${color}`,
    selectedOptions: [{ name: 'Size', value: size }, { name: 'Color', value: color }] });

const jacket = makeProduct({
  title: 'Highway Leather Jacket', handle: 'highway-leather-jacket', productType: "Men's Leather Jackets", vendor: 'Iron Horse Leather Co.',
  tags: ['new', 'leather', 'Renegade Classics', 'Shopify Collective', 'jackets', 'mens', 'free-shipping', 'warranty', 'extra'],
  description: 'Premium cowhide with CE armor pockets.', descriptionHtml: '<p>Premium cowhide with CE armor pockets.</p>',
  options: [{ name: 'Size', values: ['M', 'L'] }, { name: 'Color', values: ['Black', 'Brown'] }],
  variants: [v('M', 'Black'), v('M', 'Brown', false), v('L', 'Black'), v('L', 'Brown')],
  images: [1, 2, 3].map((n) => ({ id: `img-${n}`, src: `https://shop.test/media/j/${n}.svg`, altText: `Jacket view ${n}`, width: 800, height: 800 })),
});
const sibling = makeProduct({ title: 'Cruiser Leather Jacket', productType: "Men's Leather Jackets", vendor: 'Iron Horse Leather Co.' });

beforeEach(() => {
  window.localStorage.clear();
  answerStorefront({
    ...productLists(productsAnswer([jacket, sibling])),
    ProductByHandle: (variables: Record<string, unknown>) => ({ product: variables.handle === jacket.handle ? toWire(jacket) : null }),
  });
});

const renderProduct = (handle: string) => renderWithProviders(<ProductPage />, { route: `/product/${handle}`, path: '/product/:handle' });

describe('product page', () => {
  it('when a product loads, then it shows breadcrumb, badges, price with compare-at, options and up to 6 tags without the excluded two', async () => {
    renderProduct('highway-leather-jacket');
    expect(screen.getByRole('status', { name: 'Loading product' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Highway Leather Jacket' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: "Men's Leather Jackets" })).toHaveAttribute('href', '/shop/jackets?type=mens-leather-jackets');
    expect(screen.getByText('-20% OFF')).toBeInTheDocument();
    expect(screen.getByText('NEW ARRIVAL')).toBeInTheDocument();
    expect(screen.getByText('$199.99')).toBeInTheDocument();
    expect(screen.getByText('$249.99')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(tags).toEqual(['New', 'Leather', 'Jackets', "Men's", 'Free Shipping', 'Warranty']);
    expect(document.title).toBe("Highway Leather Jacket | TJ's Biker Gear");
    const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!));
    expect(ld.map((d) => d['@type'])).toEqual(['Product', 'BreadcrumbList']);
  });

  it('when a sold-out combination is chosen, then Add to Cart reads Sold Out and is disabled, and Email me when it is back is offered', async () => {
    renderProduct('highway-leather-jacket');
    await screen.findByRole('heading', { level: 1 });
    const color = screen.getByRole('group', { name: 'Color' });
    await userEvent.click(within(color).getByRole('button', { name: 'Brown (Sold Out)' }));
    expect(screen.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Email me when it is back' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('group', { name: 'Size' })).getByRole('button', { name: 'L' }));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Email me when it is back' })).not.toBeInTheDocument();
  });

  it('when a variant and quantity are chosen and added, then that variant joins the cart with that quantity', async () => {
    const { toasts, stop } = recordToasts();
    renderProduct('highway-leather-jacket');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(within(screen.getByRole('group', { name: 'Size' })).getByRole('button', { name: 'L' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(getCart()).toEqual([expect.objectContaining({ shopifyVariantId: jacket.variants[2]!.id, quantity: 2, price: '199.99' })]);
    expect(toasts).toEqual([expect.objectContaining({ title: 'Added to Cart' })]);
    stop();
  });

  it('when the product is viewed, then it is recorded as recently viewed; related products of its type show', async () => {
    renderProduct('highway-leather-jacket');
    await screen.findByRole('heading', { level: 1 });
    expect(getRecentlyViewed()[0]).toMatchObject({ handle: 'highway-leather-jacket', title: 'Highway Leather Jacket' });
    expect(await screen.findByRole('heading', { name: 'You May Also Like' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cruiser Leather Jacket' })).toBeInTheDocument();
  });

  it('when the recently viewed list changes, then only its row renders again, not the product', async () => {
    renderProduct('highway-leather-jacket');
    await screen.findByRole('heading', { level: 1 });
    expect(await screen.findByRole('heading', { name: 'You May Also Like' })).toBeInTheDocument();
    const rendered = jest.mocked(ProductBuyBox).mock.calls.length;
    act(() => {
      recordRecentlyViewed({ handle: sibling.handle, title: sibling.title, image: null, price: sibling.priceRange.minVariantPrice, productType: sibling.productType });
    });
    const recent = await screen.findByRole('region', { name: 'Recently Viewed' });
    expect(within(recent).getByRole('link', { name: new RegExp(sibling.title) })).toBeInTheDocument();
    expect(jest.mocked(ProductBuyBox).mock.calls.length).toBe(rendered);
  });

  it('when the images are browsed, then next wraps around to the first', async () => {
    renderProduct('highway-leather-jacket');
    await screen.findByRole('heading', { level: 1 });
    const next = screen.getByRole('button', { name: 'Next image' });
    await userEvent.click(next);
    await userEvent.click(next);
    expect(screen.getByRole('img', { name: 'Jacket view 3' })).toBeInTheDocument();
    await userEvent.click(next);
    expect(screen.getByRole('img', { name: 'Jacket view 1' })).toBeInTheDocument();
  });

  it('when the first variant that can be bought has its own picture, then the page opens on it, and a colour chosen shows its own', async () => {
    const views = [1, 2, 3].map((n) => ({ id: `helmet-${n}`, src: `https://shop.test/media/h/${n}.svg`, altText: `Helmet view ${n}`, width: 800, height: 800 }));
    const colour = (size: string, color: string, image: number, availableForSale = true) =>
      makeVariant({ title: `${size} / ${color}`, availableForSale, image: views[image - 1]!, selectedOptions: [{ name: 'Size', value: size }, { name: 'Color', value: color }] });
    const helmet = makeProduct({
      title: 'Outlaw Flip-Up Helmet', handle: 'outlaw-flip-up-helmet', productType: 'Helmets', images: views,
      options: [{ name: 'Size', values: ['XS', 'S'] }, { name: 'Color', values: ['Gloss Black', 'Gloss White', 'Silver'] }],
      // The first variant (and first picture) is sold out: the page opens on XS / Gloss White.
      variants: [colour('XS', 'Gloss Black', 1, false), colour('XS', 'Gloss White', 2), colour('XS', 'Silver', 3), colour('S', 'Gloss Black', 1)],
    });
    answerStorefront({
      ...productLists(productsAnswer([helmet])),
      ProductByHandle: (variables: Record<string, unknown>) => ({ product: variables.handle === helmet.handle ? toWire(helmet) : null }),
    });
    renderProduct('outlaw-flip-up-helmet');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'Gloss White' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Helmet view 2' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Helmet view 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Silver' }));
    expect(await screen.findByRole('img', { name: 'Helmet view 3' })).toBeInTheDocument();
  });

  it('when the Specifications tab is chosen, then the facts of the product show', async () => {
    renderProduct('highway-leather-jacket');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('tab', { name: 'Specifications' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Iron Horse Leather Co.');
  });

  it('when the handle is unknown, then Product Not Found shows with a way back to the shop', async () => {
    renderProduct('no-such-thing');
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The product you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');
  });

  it('when the product fails to load, then Product Not Found shows, not a Storefront error', async () => {
    answerStorefront({
      ...productLists(productsAnswer([jacket, sibling])),
      ProductByHandle: () => {
        throw new Error('Storefront unreachable');
      },
    });
    renderProduct(jacket.handle);
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The product you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByText(/Shopify/)).not.toBeInTheDocument();
  });
});
