import { render, waitFor } from '@testing-library/react';
import { hydrateServerHtml } from '@tjb/ui/testing';
import { useDeferredValue } from 'react';
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
    // Rendered on the server (no storage), then hydrated in a browser that holds a saved bundle.
    const { serverHtml, container, mismatches } = await hydrateServerHtml(<Count renders={renders} />, <Count renders={renders} />, {
      beforeHydrate: () => {
        dispatchBundle({ type: 'add', categoryId: 'boots', product: product('7', '129.00') });
        renders.length = 0;
      },
    });
    expect(serverHtml).toBe('<i>0</i>');
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
