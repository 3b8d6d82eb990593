import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { mockApi } from '@tjb/test-support';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: jest.fn(),
}));

let settle: () => void = () => {};
jest.mock('@tjb/ui', () => ({ afterPageSettled: () => new Promise<void>((resolve) => (settle = resolve)) }));

import { PREFETCH_ID } from '@tjb/shop-contracts';
import { act } from 'react';
import { useRemoteWarmup } from './use-remote-warmup';
import { remoteForHref } from './warm-remote';

const registry = {
  remotes: [
    { key: 'bundleStudio', scope: 'mfe_bundle_studio', entry: '/remotes/mfe-bundle-studio/remoteEntry.js' },
    { key: 'support', scope: 'mfe_support', entry: '/remotes/mfe-support/remoteEntry.js' },
  ],
};

function Page() {
  useRemoteWarmup();
  return (
    <nav>
      <a href="/bundle-studio">
        <span>Bundle Studio</span>
      </a>
      <a href="https://www.facebook.com/tjsbikergear">Facebook</a>
      <a href="/faqs">FAQs</a>
    </nav>
  );
}

describe('remote warm-up', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    loadRemote.mockResolvedValue({ default: () => null });
    mockApi('get', '/mf/registry.json', () => registry);
  });

  it('when the shopper points at a link, then the remote behind it is loaded before the click, once', async () => {
    render(<Page />);
    fireEvent.pointerOver(screen.getByText('Bundle Studio'));
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mfe_bundle_studio/App'));
    fireEvent.pointerOver(screen.getByText('Bundle Studio'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadRemote.mock.calls.filter(([id]) => id === 'mfe_bundle_studio/App')).toHaveLength(1);
  });

  it('when a link gets keyboard focus, then its remote is warmed too', async () => {
    render(<Page />);
    fireEvent.focusIn(screen.getByText('FAQs'));
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mfe_support/App'));
  });

  it('when the link leaves the shop, then nothing is loaded', async () => {
    render(<Page />);
    fireEvent.pointerOver(screen.getByText('Facebook'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadRemote).not.toHaveBeenCalled();
  });

  describe('once the page has settled', () => {
    afterEach(() => document.getElementById(PREFETCH_ID)?.remove());
    const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));

    it("prefetches the side cart's scripts the gateway listed, without running the cart remote", async () => {
      document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${PREFETCH_ID}">["/remotes/mfe-cart-checkout/remoteEntry.js","/remotes/mfe-cart-checkout/static/875.b.js"]</script>`);
      render(<Page />);
      expect(prefetched()).toEqual([]);
      await act(async () => settle());
      expect(prefetched()).toEqual(['/remotes/mfe-cart-checkout/remoteEntry.js', '/remotes/mfe-cart-checkout/static/875.b.js']);
      expect(loadRemote).not.toHaveBeenCalled();
      document.head.querySelectorAll('link[rel="prefetch"]').forEach((l) => l.remove());
    });

    it('warms the cart remote itself when the page has no list (the shell served without the gateway)', async () => {
      render(<Page />);
      await act(async () => settle());
      await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mfe_cart_checkout/CartPanel'));
      expect(prefetched()).toEqual([]);
    });
  });

  it('maps in-shop links to the remote that renders them and everything else to none', () => {
    const base = 'https://shop.example/product/x';
    expect(remoteForHref('/shop/helmets', base)).toBe('catalog');
    expect(remoteForHref('/checkout', base)).toBe('cartCheckout');
    expect(remoteForHref('https://other.example/shop', base)).toBeNull();
    expect(remoteForHref('mailto:ride@tjs.example', base)).toBeNull();
    expect(remoteForHref('/no-such-page', base)).toBeNull();
  });
});
