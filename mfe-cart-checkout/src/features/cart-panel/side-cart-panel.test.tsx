import { addToCart, getCart, openCartPanel } from '@tjb/cart-bus';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SideCartPanel } from './side-cart-panel';

const helmet = {
  shopifyProductId: 'gid://shopify/Product/1',
  shopifyVariantId: 'gid://shopify/ProductVariant/11',
  price: '120.00',
  quantity: 1,
  productData: { title: 'Road Captain Helmet', handle: 'road-captain-helmet', image: null, productType: 'helmets' },
  variantData: { title: 'M / Black', selectedOptions: [{ name: 'Size', value: 'M' }] },
};

describe('SideCartPanel', () => {
  beforeEach(() => window.localStorage.clear());

  it('when the cart has a line, then the panel lists it with the spec totals', () => {
    addToCart(helmet);
    render(<MemoryRouter><SideCartPanel /></MemoryRouter>);
    act(() => openCartPanel());
    expect(screen.getByRole('heading', { name: 'Shopping Cart', hidden: true })).toBeInTheDocument();
    expect(screen.getByText('1 item(s) in your cart')).toBeInTheDocument();
    expect(screen.getByText('Tax (estimate)')).toBeInTheDocument();
    expect(screen.getByText('$9.60')).toBeInTheDocument();
  });

  it('when plus is pressed, then the one cart on the bus changes', async () => {
    addToCart(helmet);
    render(<MemoryRouter><SideCartPanel /></MemoryRouter>);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Road Captain Helmet', hidden: true }));
    expect(getCart()[0]?.quantity).toBe(2);
    expect(screen.getByText('2 item(s) in your cart')).toBeInTheDocument();
  });

  it('when the cart is empty, then Continue Shopping is offered', () => {
    render(<MemoryRouter><SideCartPanel /></MemoryRouter>);
    expect(screen.getByText('0 item(s) in your cart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue Shopping', hidden: true })).toBeInTheDocument();
  });
});
