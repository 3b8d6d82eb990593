import { clearCart, getCart } from '@tjb/cart-bus';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product } from '../../../testing/products';
import { collectToasts, renderWithProviders } from '../../../testing/render';
import { addBundleToCart } from '../state/add-bundle-to-cart';
import { dispatchBundle, getBundle, resetBundleStore, useBundle } from '../state/bundle-store';
import { BundleModal } from './bundle-modal';

const jacket = product('1', '249.99', { title: 'Road Warrior Jacket', handle: 'road-warrior-jacket' });
const helmet = product('2', '0.10', { title: 'Eagle Lid', handle: 'eagle-lid' });

function Harness({ onVisualize = () => undefined }: { onVisualize?: () => void }) {
  const entries = useBundle();
  return <BundleModal entries={entries} onClose={() => undefined} onVisualize={onVisualize} onAddAll={() => addBundleToCart(entries)} />;
}

describe('BundleModal', () => {
  beforeEach(() => {
    localStorage.clear();
    resetBundleStore();
    clearCart();
    dispatchBundle({ type: 'add', categoryId: 'jackets', product: jacket });
    dispatchBundle({ type: 'add', categoryId: 'helmets', product: helmet });
    dispatchBundle({ type: 'add', categoryId: 'helmets', product: helmet });
  });

  it('when the bundle has items, then the header counts categories and items and each row shows category, unit price, quantity and line total', async () => {
    renderWithProviders(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Your Style Bundle' });
    expect(within(dialog).getByText('2 categories · 3 items')).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('Eagle Lid');
    expect(rows[1]).toHaveTextContent('Helmets · $0.10 each');
    expect(within(rows[1] as HTMLElement).getByLabelText('Quantity of Eagle Lid')).toHaveTextContent('2');
    expect(rows[1]).toHaveTextContent('$0.20');
    expect(within(dialog).getByText('Total: $250.19')).toBeInTheDocument();
  });

  it('when the stepper and remove are used, then quantities change, a row at 0 goes, and storage keeps the result', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Your Style Bundle' });
    await user.click(within(dialog).getByRole('button', { name: 'One more Road Warrior Jacket' }));
    expect(within(dialog).getByLabelText('Quantity of Road Warrior Jacket')).toHaveTextContent('2');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Eagle Lid from bundle' }));
    expect(within(dialog).queryByText('Eagle Lid')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'One less Road Warrior Jacket' }));
    await user.click(within(dialog).getByRole('button', { name: 'One less Road Warrior Jacket' }));
    expect(within(dialog).getByText(/Your bundle is empty/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('tjb.bundle.v1') ?? '{}')).toEqual({ v: 1, entries: [] });
  });

  it('when Add All to Cart is pressed, then every unit goes to the cart through the bus, the bundle empties and the spec toast shows', async () => {
    const user = userEvent.setup();
    const { toasts, stop } = collectToasts();
    renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('button', { name: /Add All to Cart/ }));
    const cart = getCart();
    expect(cart.map((l) => [l.productData.title, l.quantity])).toEqual([
      ['Road Warrior Jacket', 1],
      ['Eagle Lid', 2],
    ]);
    expect(cart[1]?.price).toBe('0.10');
    expect(getBundle()).toEqual([]);
    expect(toasts).toContainEqual({ title: 'Bundle Added to Cart!', description: '3 items have been added to your cart.', variant: 'success' });
    stop();
  });

  it('when Visualize Bundle ($5) is pressed, then the visualize action runs', async () => {
    const user = userEvent.setup();
    const visualize = jest.fn();
    renderWithProviders(<Harness onVisualize={visualize} />);
    await user.click(await screen.findByRole('button', { name: 'Visualize Bundle ($5)' }));
    expect(visualize).toHaveBeenCalledTimes(1);
  });
});
