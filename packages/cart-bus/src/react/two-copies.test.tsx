/** @jsxImportSource react */
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import * as jotai from 'jotai';
import * as React from 'react';
import { resetDefaultBus } from '../default-bus';
import { resetWindowTabState } from '../testing/fake-browser';
import { cartInput } from '../testing/fixtures';
import * as shellCopy from './index';

type ReactEntry = typeof import('./index');
type DefaultBusModule = typeof import('../default-bus');

/**
 * The package is a federation singleton, but a remote built against an incompatible version (or one
 * whose share negotiation failed) runs its own copy beside the shell's while react and jotai are shared.
 * Load a second, fully separate copy of the package (its own modules, valibot and default bus) that shares
 * only react, jotai and the window with the first.
 */
function loadRemoteCopy(): { hooks: ReactEntry; bus: DefaultBusModule } {
  let loaded: { hooks: ReactEntry; bus: DefaultBusModule } | undefined;
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    jest.doMock('jotai', () => jotai);
    loaded = { hooks: require('./index') as ReactEntry, bus: require('../default-bus') as DefaultBusModule };
  });
  if (!loaded) throw new Error('copy not loaded');
  return loaded;
}

describe('two copies of the package on one page', () => {
  let remote: ReturnType<typeof loadRemoteCopy>;

  beforeEach(() => {
    window.localStorage.clear();
    resetWindowTabState();
    resetDefaultBus();
    remote = loadRemoteCopy();
  });
  afterEach(() => {
    cleanup();
    remote.bus.resetDefaultBus();
  });

  it('when a remote copy adds to the cart, then the shell copy in another root shows the count', () => {
    expect(remote.hooks.useCart).not.toBe(shellCopy.useCart);
    function Badge() {
      return <span data-testid="count">{shellCopy.useCart().itemCount}</span>;
    }
    function Add() {
      const { addToCart } = remote.hooks.useCart();
      return <button onClick={() => addToCart(cartInput({ quantity: 3 }))}>Add to Cart</button>;
    }
    const shell = render(<Badge />);
    const catalog = render(<Add />);
    fireEvent.click(within(catalog.container).getByRole('button', { name: 'Add to Cart' }));
    expect(within(shell.container).getByTestId('count')).toHaveTextContent('3');
  });

  it('when the shell copy toggles the panel, then the remote copy panel opens', () => {
    function Toggle() {
      return <button onClick={shellCopy.useCartPanel().toggle}>Cart</button>;
    }
    function Panel() {
      return <p>{remote.hooks.useCartPanel().isOpen ? 'Shopping Cart' : 'hidden'}</p>;
    }
    const header = render(<Toggle />);
    const panel = render(<Panel />);
    fireEvent.click(within(header.container).getByRole('button', { name: 'Cart' }));
    expect(within(panel.container).getByText('Shopping Cart')).toBeInTheDocument();
    fireEvent.click(within(header.container).getByRole('button', { name: 'Cart' }));
    expect(within(panel.container).getByText('hidden')).toBeInTheDocument();
  });
});
