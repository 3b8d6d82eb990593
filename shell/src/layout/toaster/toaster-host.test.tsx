import { act, render, screen, within } from '@testing-library/react';
import { showToast } from '@tjb/cart-bus';
import { ToasterHost } from './toaster-host';

describe('toaster host', () => {
  it('when a toast is raised while the toaster code is still loading, then it is shown once the code has loaded', async () => {
    render(<ToasterHost />);
    // The first toast starts loading the toaster; the second arrives before that code has run.
    act(() => void showToast({ title: 'Added to Cart' }));
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    act(() => void showToast({ title: 'Cart Cleared', variant: 'success' }));

    const viewport = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(viewport).findByText('Cart Cleared')).toBeInTheDocument();
    // One toast at a time: the newest replaced the first.
    expect(within(viewport).queryByText('Added to Cart')).not.toBeInTheDocument();
  });

  it('when the toaster has loaded, then later toasts are shown by it', async () => {
    render(<ToasterHost />);
    act(() => void showToast({ title: 'First' }));
    const viewport = await screen.findByRole('region', { name: /Notifications/ });
    await within(viewport).findByText('First');
    act(() => void showToast({ title: 'Second' }));
    expect(within(viewport).getByText('Second')).toBeInTheDocument();
    expect(within(viewport).getAllByRole('listitem')).toHaveLength(1);
  });
});
