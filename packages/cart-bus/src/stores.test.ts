import { STORAGE_KEYS, type BusEvent } from './protocol';
import { resetDefaultBus } from './default-bus';
import {
  addToCart,
  clearCart,
  closeCartPanel,
  getCart,
  getLastOrder,
  getRecentlyViewed,
  getWishlist,
  isCartPanelOpen,
  isInWishlist,
  onBusEvent,
  openCartPanel,
  recordRecentlyViewed,
  removeFromCart,
  saveLastOrder,
  setCartQuantity,
  showToast,
  toggleCartPanel,
  toggleWishlist,
  TOASTS,
} from './index';
import { resetWindowTabState } from './testing/fake-browser';
import { cartInput, wishlistInput } from './testing/fixtures';

beforeEach(() => {
  window.localStorage.clear();
  resetWindowTabState();
  resetDefaultBus();
});

describe('cart store', () => {
  it('when items are added, changed and removed, then localStorage and getCart follow', () => {
    const added = addToCart(cartInput({ quantity: 2 }));
    expect(added.ok).toBe(true);
    const id = added.ok ? added.item.id : '';
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart) ?? '{}').items[0].quantity).toBe(2);

    setCartQuantity(id, 5);
    expect(getCart()[0]?.quantity).toBe(5);

    removeFromCart(id);
    expect(getCart()).toEqual([]);
  });

  it('when a quantity drops to 0, then the line leaves the cart', () => {
    const added = addToCart(cartInput());
    setCartQuantity(added.ok ? added.item.id : '', 0);
    expect(getCart()).toEqual([]);
  });

  it('when add input is bad, then an error result comes back and nothing is published', () => {
    const heard = jest.fn();
    onBusEvent('cart:changed', heard);
    expect(addToCart(cartInput({ price: 'free' }))).toEqual({ ok: false, error: expect.stringContaining('price') });
    expect(heard).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('when the stored cart is corrupt, then the cart starts empty and the next add replaces it', () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, '{"v":1,"items":[{"id":');
    expect(getCart()).toEqual([]);
    addToCart(cartInput());
    expect(getCart()).toHaveLength(1);
  });

  it('when the cart is cleared, then subscribers hear an empty cart', () => {
    addToCart(cartInput());
    const heard: BusEvent[] = [];
    onBusEvent('cart:changed', (event) => heard.push(event));
    clearCart();
    expect(heard).toEqual([{ type: 'cart:changed', v: 1, items: [] }]);
  });

  it('when localStorage itself is blocked, then the cart still works in memory for the tab', () => {
    const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    resetDefaultBus();
    try {
      expect(addToCart(cartInput()).ok).toBe(true);
      expect(getCart()).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('wishlist store', () => {
  it('when a product is toggled twice, then it is added then removed, and each change is broadcast', () => {
    const heard: BusEvent[] = [];
    onBusEvent('wishlist:changed', (event) => heard.push(event));

    expect(toggleWishlist(wishlistInput('p1'))).toBe(true);
    expect(isInWishlist('p1')).toBe(true);
    expect(getWishlist()[0]).toMatchObject({ shopifyProductId: 'p1', createdAt: expect.any(String) });

    expect(toggleWishlist(wishlistInput('p1'))).toBe(false);
    expect(isInWishlist('p1')).toBe(false);
    expect(heard.map((event) => event.type === 'wishlist:changed' && event.items.length)).toEqual([1, 0]);
  });

  it('when the entry is invalid, then nothing changes and the current state is returned', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    toggleWishlist(wishlistInput('p1'));
    const bad = { ...wishlistInput('p1'), productData: { ...wishlistInput('p1').productData, price: 'n/a' } };
    expect(toggleWishlist(bad)).toBe(true);
    expect(toggleWishlist(undefined as never)).toBe(false);
    expect(getWishlist()).toHaveLength(1);
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('price'));
    spy.mockRestore();
  });
});

describe('recently viewed store', () => {
  const view = (handle: string) => ({ handle, title: handle, image: null, price: '49.99', productType: 'Helmets' });

  it('when products are viewed, then the newest is first, each handle once, at most 12', () => {
    for (let i = 0; i < 14; i += 1) recordRecentlyViewed(view(`h${i}`));
    recordRecentlyViewed(view('h5'));
    const handles = getRecentlyViewed().map((entry) => entry.handle);
    expect(handles).toHaveLength(12);
    expect(handles[0]).toBe('h5');
    expect(handles.filter((handle) => handle === 'h5')).toHaveLength(1);
    expect(handles).not.toContain('h0');
  });

  it('when the entry is invalid, then an error comes back', () => {
    expect(recordRecentlyViewed({ ...view(''), price: '1' })).toEqual({ ok: false, error: expect.any(String) });
  });
});

describe('last order store', () => {
  it('when an order is saved, then it is stored, announced and read back', () => {
    const heard = jest.fn();
    onBusEvent('order:placed', heard);
    const saved = saveLastOrder({ name: '#TJB-1001', total: '134.95' });
    expect(saved.ok).toBe(true);
    expect(getLastOrder()).toMatchObject({ name: '#TJB-1001', total: '134.95', placedAt: expect.any(String) });
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ type: 'order:placed' }));
  });

  it('when the order has no name, then it is refused', () => {
    expect(saveLastOrder({ name: ' ' }).ok).toBe(false);
    expect(getLastOrder()).toBeNull();
  });
});

describe('toasts and the cart panel', () => {
  it('when a toast is shown, then subscribers get it with the default variant and nothing is stored', () => {
    const heard = jest.fn();
    onBusEvent('toast:show', heard);
    showToast({ title: 'Cart Cleared' });
    showToast(TOASTS.addedToCart('Road Captain Vest'));
    expect(heard.mock.calls.map(([event]) => event.toast)).toEqual([
      { title: 'Cart Cleared', variant: 'default' },
      { title: 'Added to Cart', description: 'Road Captain Vest has been added to your cart.', variant: 'success' },
    ]);
    expect(window.localStorage.length).toBe(0);
  });

  it('when the panel is opened, toggled and closed, then its state follows', () => {
    expect(isCartPanelOpen()).toBe(false);
    openCartPanel();
    expect(isCartPanelOpen()).toBe(true);
    toggleCartPanel();
    expect(isCartPanelOpen()).toBe(false);
    toggleCartPanel();
    closeCartPanel();
    expect(isCartPanelOpen()).toBe(false);
  });

  it('when the spec toast texts are used, then they match the product words exactly', () => {
    expect(TOASTS.itemRemoved).toMatchObject({ title: 'Item Removed', description: 'Item has been removed from your cart.' });
    expect(TOASTS.cartEmpty).toMatchObject({
      title: 'Cart Empty',
      description: 'Please add items to your cart before checkout.',
    });
    expect(TOASTS.outOfStock).toMatchObject({ title: 'Out of Stock', description: 'This product is currently unavailable.' });
    expect(TOASTS.addToCartFailed.description).toBe('Failed to add item to cart. Please try again.');
    expect(TOASTS.noVariants).toMatchObject({ title: 'Error', description: 'This product has no available variants.' });
    expect(TOASTS.addedToWishlist('Gloves').title).toBe('Added to Wishlist');
    expect(TOASTS.removedFromWishlist('Gloves').title).toBe('Removed from Wishlist');
    expect(TOASTS.cartCleared.title).toBe('Cart Cleared');
  });
});
