import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart, clearCart, isCartPanelOpen, setCartQuantity, closeCartPanel } from '@tjb/cart-bus';
import { renderWithRouter, scrollWindowTo } from '../test-utils';
import { Header, HEADER_SCROLLED_AT_PX } from './header';

const vest = {
  shopifyProductId: 'gid://shopify/Product/1',
  shopifyVariantId: 'gid://shopify/ProductVariant/11',
  quantity: 2,
  price: '89.99',
  productData: { title: 'Road Captain Vest', handle: 'road-captain-vest', image: null, productType: 'Vests' },
  variantData: { title: 'L', selectedOptions: [{ name: 'Size', value: 'L' }] },
};

beforeEach(() => {
  localStorage.clear();
  clearCart();
  closeCartPanel();
  scrollWindowTo(0);
});

describe('header', () => {
  it('when it renders, then the logo links home and the main links point at their pages', () => {
    renderWithRouter(<Header />);
    expect(screen.getByRole('link', { name: "TJ's Biker Gear" })).toHaveAttribute('href', '/');
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: 'Shop All' })).toHaveAttribute('href', '/products');
    expect(main.getByRole('link', { name: 'Bundle Studio' })).toHaveAttribute('href', '/bundle-studio');
    expect(main.getByRole('link', { name: 'Design Apparel' })).toHaveAttribute('href', '/design-apparel');
    expect(main.getByRole('link', { name: 'Style with TJ' })).toHaveAttribute('href', '/style-with-tj');
  });

  it('when the checkout is open, then the header is the logo and the cart only', () => {
    renderWithRouter(<Header />, { route: '/checkout' });
    expect(screen.getByRole('link', { name: "TJ's Biker Gear" })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: /^Open cart/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('when a route is open, then its link is marked as the current page', () => {
    renderWithRouter(<Header />, { route: '/bundle-studio' });
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getByRole('link', { name: 'Bundle Studio' })).toHaveAttribute('aria-current', 'page');
    expect(main.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('when a header link is followed, then the router opens its page without loading a document, and marks it current', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />);
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    const navigated = fireEvent.click(main.getByRole('link', { name: 'Design Apparel' }));
    expect(navigated).toBe(false); // the browser's own navigation was prevented
    expect(screen.getByTestId('location')).toHaveTextContent('/design-apparel');
    expect(main.getByRole('link', { name: 'Design Apparel' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name: 'Helmets' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop/helmets');
    expect(within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name: 'Helmets' })).toHaveAttribute('aria-current', 'page');
  });

  it('when the page scrolls past 20 px, then the header takes its scrolled style, and loses it back at the top', () => {
    renderWithRouter(<Header />);
    const header = screen.getByRole('banner');
    act(() => scrollWindowTo(HEADER_SCROLLED_AT_PX));
    expect(header).not.toHaveClass('is-scrolled');
    act(() => scrollWindowTo(HEADER_SCROLLED_AT_PX + 1));
    expect(header).toHaveClass('is-scrolled');
    act(() => scrollWindowTo(0));
    expect(header).not.toHaveClass('is-scrolled');
  });

  it('when the cart changes on the bus, then the cart button shows the live item count', () => {
    renderWithRouter(<Header />);
    expect(screen.getByRole('button', { name: 'Open cart, 0 items' })).toBeInTheDocument();
    act(() => void addToCart(vest));
    expect(screen.getByRole('button', { name: 'Open cart, 2 items' })).toHaveTextContent('2');
    act(() => void setCartQuantity('gid://shopify/Product/1-gid://shopify/ProductVariant/11', 1));
    expect(screen.getByRole('button', { name: 'Open cart, 1 item' })).toHaveTextContent('1');
  });

  it('when the cart button is clicked, then the side cart panel toggles', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />);
    const cart = screen.getByRole('button', { name: /^Open cart/ });
    await user.click(cart);
    expect(isCartPanelOpen()).toBe(true);
    expect(cart).toHaveAttribute('aria-expanded', 'true');
    await user.click(cart);
    expect(isCartPanelOpen()).toBe(false);
  });

  it('when it renders, then the wishlist is one click away and the social links open in a new tab', () => {
    renderWithRouter(<Header />);
    expect(screen.getByRole('link', { name: 'Wishlist, 0 items' })).toHaveAttribute('href', '/wishlist');
    const social = screen.getAllByRole('link', { name: /opens in a new tab/ });
    expect(social.map((a) => a.getAttribute('aria-label'))).toEqual([
      "TJ's Biker Gear on Facebook (opens in a new tab)",
      "TJ's Biker Gear on Instagram (opens in a new tab)",
      "TJ's Biker Gear on YouTube (opens in a new tab)",
    ]);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });
});
