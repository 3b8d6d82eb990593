import { act, render, waitFor } from '@testing-library/react';
import { useDeferredValue } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { product } from '../../../testing/products';
import { dispatchBundle, resetBundleStore, useBundle } from './bundle-store';

function Count({ renders }: { renders: string[] }) {
  const count = useBundle().length;
  // A deferred value follows at once in a transition's render, and one render late in an urgent one.
  renders.push(`${count}/${useDeferredValue(count)}`);
  return <i>{count}</i>;
}

describe('useBundle on a server-rendered page', () => {
  beforeEach(() => {
    localStorage.clear();
    resetBundleStore();
  });
  afterEach(() => document.body.replaceChildren());

  it('when a stored bundle is hydrated, then the server\'s empty bundle shows first and the stored one in a transition', async () => {
    const renders: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Count renders={renders} />);
    expect(container.textContent).toBe('0');
    dispatchBundle({ type: 'add', categoryId: 'boots', product: product('7', '129.00') });
    renders.length = 0;
    document.body.appendChild(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Count renders={renders} />, { onRecoverableError: (err) => mismatches.push(err) });
    });
    await waitFor(() => expect(container.textContent).toBe('1'));
    expect(mismatches).toEqual([]);
    expect(renders).toEqual(['0/0', '1/1']);
  });

  it('when the browser renders the studio itself, then it reads the stored bundle at once', () => {
    dispatchBundle({ type: 'add', categoryId: 'boots', product: product('7', '129.00') });
    const { container } = render(<Count renders={[]} />);
    expect(container.textContent).toBe('1');
  });
});
