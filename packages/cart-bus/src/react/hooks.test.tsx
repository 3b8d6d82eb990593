/** @jsxImportSource react */
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { STORAGE_KEYS } from '../protocol';
import { resetDefaultBus } from '../default-bus';
import { resetWindowTabState } from '../testing/fake-browser';
import { cartInput, cartItem, wishlistInput } from '../testing/fixtures';
import { useBusEvent, useCart, useCartPanel, useLastOrder, useRecentlyViewed, useWishlist } from './index';
import { saveLastOrder, showToast } from '../index';

function AddButton() {
  const { addToCart } = useCart();
  return <button onClick={() => addToCart(cartInput())}>Add to Cart</button>;
}

function CartBadge() {
  const { items, itemCount, setQuantity, clear } = useCart();
  return (
    <div>
      <span data-testid="count">{itemCount}</span>
      <button onClick={() => items[0] && setQuantity(items[0].id, 0)}>Remove first</button>
      <button onClick={clear}>Clear Cart</button>
    </div>
  );
}

function Heart({ productId }: { productId: string }) {
  const { has, toggle } = useWishlist();
  return <button onClick={() => toggle(wishlistInput(productId))}>{has(productId) ? 'saved' : 'save'}</button>;
}

function PanelState() {
  const { isOpen, toggle } = useCartPanel();
  return <button onClick={toggle}>{isOpen ? 'open' : 'closed'}</button>;
}

beforeEach(() => {
  window.localStorage.clear();
  resetWindowTabState();
  resetDefaultBus();
});
afterEach(cleanup);

describe('React hooks', () => {
  it('when one root adds to the cart, then a separate root with its own store shows the new count', () => {
    const shell = render(<CartBadge />);
    const catalog = render(
      <Provider store={createStore()}>
        <AddButton />
      </Provider>,
    );
    expect(within(shell.container).getByTestId('count')).toHaveTextContent('0');

    fireEvent.click(within(catalog.container).getByRole('button', { name: 'Add to Cart' }));
    fireEvent.click(within(catalog.container).getByRole('button', { name: 'Add to Cart' }));

    expect(within(shell.container).getByTestId('count')).toHaveTextContent('2');
  });

  it('when the quantity is set to 0 or the cart is cleared, then the badge follows', () => {
    const view = render(<CartBadge />);
    render(<AddButton />);
    fireEvent.click(view.getAllByRole('button', { name: 'Add to Cart' })[0] as HTMLElement);
    fireEvent.click(view.getByRole('button', { name: 'Remove first' }));
    expect(view.getByTestId('count')).toHaveTextContent('0');
    fireEvent.click(view.getAllByRole('button', { name: 'Add to Cart' })[0] as HTMLElement);
    fireEvent.click(view.getByRole('button', { name: 'Clear Cart' }));
    expect(view.getByTestId('count')).toHaveTextContent('0');
  });

  it('when another tab changes the cart, then the hook shows it', () => {
    const view = render(<CartBadge />);
    const raw = JSON.stringify({ v: 1, items: [cartItem({ quantity: 4 })] });
    act(() => {
      window.localStorage.setItem(STORAGE_KEYS.cart, raw);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cart, newValue: raw }));
    });
    expect(view.getByTestId('count')).toHaveTextContent('4');
  });

  it('when the cart changed while nothing was mounted, then a newly mounted view shows the current cart', () => {
    const first = render(<CartBadge />);
    first.unmount();
    window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ v: 1, items: [cartItem({ quantity: 3 })] }));
    const second = render(<CartBadge />);
    expect(second.getByTestId('count')).toHaveTextContent('3');
  });

  it('when a heart is toggled in one root, then every heart for that product refreshes', () => {
    const card = render(<Heart productId="p1" />);
    const page = render(<Heart productId="p1" />);
    fireEvent.click(within(card.container).getByRole('button', { name: 'save' }));
    expect(within(page.container).getByRole('button')).toHaveTextContent('saved');
    fireEvent.click(within(page.container).getByRole('button', { name: 'saved' }));
    expect(within(card.container).getByRole('button')).toHaveTextContent('save');
  });

  it('when the header toggles the panel, then the panel in another root opens, and a late one knows it', () => {
    const header = render(<PanelState />);
    const panel = render(<PanelState />);
    fireEvent.click(within(header.container).getByRole('button'));
    expect(within(panel.container).getByRole('button')).toHaveTextContent('open');
    const late = render(<PanelState />);
    expect(within(late.container).getByRole('button')).toHaveTextContent('open');
    expect(window.localStorage.length).toBe(0);
  });

  it('when a product is viewed and an order placed, then the recently viewed and last order hooks show them', () => {
    function Recent() {
      const { items, record } = useRecentlyViewed();
      const order = useLastOrder();
      return (
        <div>
          <button onClick={() => record({ handle: 'h', title: 'Helmet', price: '99.00' })}>view</button>
          <span data-testid="recent">{items.map((item) => item.title).join(',')}</span>
          <span data-testid="order">{order?.name ?? 'none'}</span>
        </div>
      );
    }
    const view = render(<Recent />);
    fireEvent.click(view.getByRole('button', { name: 'view' }));
    act(() => {
      saveLastOrder({ name: '#1001' });
    });
    expect(view.getByTestId('recent')).toHaveTextContent('Helmet');
    expect(view.getByTestId('order')).toHaveTextContent('#1001');
  });

  it('when useBusEvent is mounted, then the latest handler hears events until unmount', () => {
    const seen: string[] = [];
    function Toaster({ prefix }: { prefix: string }) {
      useBusEvent('toast:show', (event) => seen.push(`${prefix}:${event.toast.title}`));
      return null;
    }
    const view = render(<Toaster prefix="a" />);
    act(() => void showToast({ title: 'One' }));
    view.rerender(<Toaster prefix="b" />);
    act(() => void showToast({ title: 'Two' }));
    view.unmount();
    act(() => void showToast({ title: 'Three' }));
    expect(seen).toEqual(['a:One', 'b:Two']);
  });
});
