/** @jsxImportSource react */
import { act, render, waitFor } from '@testing-library/react';
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { resetDefaultBus } from '../default-bus';
import { STORAGE_KEYS } from '../protocol';
import { resetWindowTabState } from '../testing/fake-browser';
import { cartItem } from '../testing/fixtures';
import { useBrowserStore, useCart, useHydrating } from './index';

function CartCount() {
  const { itemCount } = useCart();
  const hydrating = useHydrating();
  return <span data-hydrating={String(hydrating)}>{itemCount}</span>;
}

describe('a server-rendered page hydrating with a stored cart', () => {
  beforeEach(() => {
    localStorage.clear();
    resetDefaultBus();
    resetWindowTabState();
  });

  it('renders what the server rendered first (no mismatch), then the stored cart', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ v: 1, items: [cartItem({ quantity: 3 })] }));
    // The server has no storage: its HTML says 0 whatever the shopper's browser holds.
    const serverHtml = renderToString(<CartCount />);
    expect(serverHtml).toContain('>0<');
    expect(serverHtml).toContain('data-hydrating="true"');

    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.appendChild(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <CartCount />, { onRecoverableError: (err) => mismatches.push(err) });
    });
    // The hydration render and the one after it (uSES's client snapshot) are concurrent work: wait for its result.
    await waitFor(() => expect(container.querySelector('span')!.dataset.hydrating).toBe('false'));

    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('3');
    container.remove();
  });

  it('switches to the stored state in a transition, not in a synchronous render of every hydrated component', async () => {
    // A deferred value follows at once in a transition's render, and one render late in an urgent one.
    const renders: string[] = [];
    function Heart() {
      const hydrating = useHydrating();
      const followed = React.useDeferredValue(hydrating);
      renders.push(`${hydrating}/${followed}`);
      return <i>{String(hydrating)}</i>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<><Heart /><Heart /></>);
    renders.length = 0;
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, <><Heart /><Heart /></>);
    });
    await waitFor(() => expect(container.textContent).toBe('falsefalse'));
    expect(renders).toEqual(['true/true', 'true/true', 'false/false', 'false/false']);
    container.remove();
  });

  it('gives a browser store the server snapshot while hydrating and its own in a transition', async () => {
    const renders: string[] = [];
    const noSubscription = () => () => undefined;
    function Width() {
      const width = useBrowserStore(noSubscription, () => 'phone', () => 'unknown');
      renders.push(`${width}/${React.useDeferredValue(width)}`);
      return <i>{width}</i>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Width />);
    renders.length = 0;
    document.body.appendChild(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Width />, { onRecoverableError: (err) => mismatches.push(err) });
    });
    await waitFor(() => expect(container.textContent).toBe('phone'));
    expect(mismatches).toEqual([]);
    // An urgent render after hydration would show the deferred value lagging ('phone/unknown').
    expect(renders).toEqual(['unknown/unknown', 'phone/phone']);
    container.remove();
  });

  it('is never hydrating in a component the browser renders itself', () => {
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useHydrating());
      return null;
    }
    render(<Probe />);
    expect(seen).toEqual([false]);
  });
});
