import { act, render, screen, waitFor } from '@testing-library/react';
import { mockApi } from '@tjb/test-support';
import { addToCart, closeCartPanel, isCartPanelOpen, onBusEvent, openCartPanel } from '@tjb/cart-bus';
import { collectToasts } from '@tjb/cart-bus/testing';
import { afterPageSettled } from '@tjb/ui';

const loadRemote = jest.fn();
// The page has settled at once (jsdom has no routed page for the real check to wait for).
jest.mock('@tjb/ui', () => ({ ...jest.requireActual('@tjb/ui'), afterPageSettled: jest.fn(() => Promise.resolve()) }));
// Counted: each time the host listens for the bus's events, it is unmounted and may start a load.
jest.mock('@tjb/cart-bus', () => {
  const actual = jest.requireActual('@tjb/cart-bus');
  return { ...actual, onBusEvent: jest.fn(actual.onBusEvent) };
});
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: jest.fn(),
}));

import { CART_PANEL_UNAVAILABLE, CartPanelHost } from './cart-panel-host';

const registry = { remotes: [{ key: 'cartCheckout', scope: 'mfe_cart_checkout', entry: '/remotes/mfe-cart-checkout/remoteEntry.js' }] };

describe('CartPanelHost', () => {
  beforeEach(() => {
    localStorage.clear();
    closeCartPanel(); // the open flag lives on the window, across tests
    loadRemote.mockReset();
    loadRemote.mockResolvedValue({ default: () => <aside>Side cart</aside> });
    mockApi('get', '/mf/registry.json', () => registry);
  });

  it('when the page opens with an empty cart, then the cart remote is not loaded', async () => {
    render(<CartPanelHost />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(loadRemote).not.toHaveBeenCalled();
    expect(screen.queryByText('Side cart')).not.toBeInTheDocument();
  });

  it('when the cart panel is asked for, then the cart remote loads and its panel mounts', async () => {
    render(<CartPanelHost />);
    act(() => openCartPanel());
    expect(await screen.findByText('Side cart')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mfe_cart_checkout/CartPanel');
  });

  it('when a line is added to the cart, then the panel mounts (it keeps the server cart mirrored)', async () => {
    render(<CartPanelHost />);
    act(() => {
      addToCart({ shopifyProductId: 'gid://shopify/Product/1', price: '24.99', productData: { title: 'Road Gloves', handle: 'road-gloves' } });
    });
    expect(await screen.findByText('Side cart')).toBeInTheDocument();
  });

  it("when a line is added, then the cart remote is only asked for once the click's frame has painted", async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    try {
      render(<CartPanelHost />);
      await act(async () => {
        addToCart({ shopifyProductId: 'gid://shopify/Product/2', price: '9.99', productData: { title: 'Bandana', handle: 'bandana' } });
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(loadRemote).not.toHaveBeenCalled();
      act(() => frames.splice(0).forEach((cb) => cb(performance.now())));
      expect(await screen.findByText('Side cart')).toBeInTheDocument();
    } finally {
      raf.mockRestore();
    }
  });

  it('when the cart remote cannot be loaded as the shopper asks for the panel, then they are told so and the next request opens it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { toasts, stop } = collectToasts();
    loadRemote.mockRejectedValue(new Error('ScriptNetworkError'));
    render(<CartPanelHost />);
    act(() => openCartPanel());
    await waitFor(() => expect(toasts).toEqual([expect.objectContaining(CART_PANEL_UNAVAILABLE)]));
    stop();
    expect(isCartPanelOpen()).toBe(false);
    loadRemote.mockResolvedValue({ default: () => <aside>Side cart</aside> });
    act(() => openCartPanel());
    expect(await screen.findByText('Side cart')).toBeInTheDocument();
  });

  it('when the cart holds lines and the cart remote cannot be loaded, then the host does not ask for it again until the shopper does', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    addToCart({ shopifyProductId: 'gid://shopify/Product/3', price: '19.99', productData: { title: 'Neck Warmer', handle: 'neck-warmer' } });
    loadRemote.mockRejectedValue(new Error('ScriptNetworkError'));
    const { toasts, stop } = collectToasts();
    jest.mocked(afterPageSettled).mockClear();
    jest.mocked(onBusEvent).mockClear();
    const listens = () => jest.mocked(onBusEvent).mock.calls.filter(([type]) => type === 'cart-panel:open').length;
    render(<CartPanelHost />);
    // The host listens once as it opens and again once it has let the failed slot go (the load, with its own
    // retries, has failed): the moment it would start another load by itself.
    await waitFor(() => expect(listens()).toBe(2));
    // Only the first mount waited for the page to settle; the failure started nothing.
    expect(afterPageSettled).toHaveBeenCalledTimes(1);
    stop();
    expect(toasts).toEqual([]); // nobody asked for the panel
    loadRemote.mockResolvedValue({ default: () => <aside>Side cart</aside> });
    act(() => openCartPanel());
    expect(await screen.findByText('Side cart')).toBeInTheDocument();
  });

  it('when the shopper asks again as the failure is reported, before the host has let go of the slot, then that request still opens the panel', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockRejectedValue(new Error('ScriptNetworkError'));
    // The second request lands inside the failure's report: the host is still mounted, listening to nothing.
    const stop = onBusEvent('toast:show', () => {
      stop();
      loadRemote.mockResolvedValue({ default: () => <aside>Side cart</aside> });
      openCartPanel();
    });
    render(<CartPanelHost />);
    act(() => openCartPanel());
    expect(await screen.findByText('Side cart')).toBeInTheDocument();
    expect(isCartPanelOpen()).toBe(true);
  });
});
