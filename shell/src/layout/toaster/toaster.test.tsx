import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast, TOASTS } from '@tjb/cart-bus';
import { Toaster, TOAST_DURATION_MS } from './toaster';

const viewport = () => within(screen.getByRole('region', { name: /Notifications/ }));
const shown = () => viewport().queryAllByRole('listitem');

// jsdom lacks pointer capture, which Radix's swipe handling calls on pointerup.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.setPointerCapture ??= () => {};
});

afterEach(() => jest.useRealTimers());

describe('toaster', () => {
  it('when a toast is published on the bus, then it shows its title and description', () => {
    render(<Toaster />);
    act(() => void showToast(TOASTS.addedToCart('Road Captain Vest')));
    expect(viewport().getByText('Added to Cart')).toBeInTheDocument();
    expect(viewport().getByText('Road Captain Vest has been added to your cart.')).toBeInTheDocument();
    expect(shown()[0]).toHaveAttribute('data-variant', 'success');
  });

  it('when two toasts arrive, then only the newest is visible', () => {
    render(<Toaster />);
    act(() => void showToast({ title: 'First' }));
    act(() => void showToast(TOASTS.cartEmpty));
    expect(shown()).toHaveLength(1);
    expect(viewport().getByText('Cart Empty')).toBeInTheDocument();
    expect(viewport().queryByText('First')).not.toBeInTheDocument();
  });

  it('when 5000 ms pass, then the toast disappears, and not before', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => void showToast({ title: 'Cart Cleared', variant: 'success' }));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(viewport().getByText('Cart Cleared')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(viewport().queryByText('Cart Cleared')).not.toBeInTheDocument();
  });

  it('when a toast asks for its own duration, then it is honoured', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => void showToast({ title: 'Quick one', durationMs: 1000 }));
    act(() => jest.advanceTimersByTime(1000));
    expect(viewport().queryByText('Quick one')).not.toBeInTheDocument();
  });

  it('when a destructive toast shows, then it is marked destructive', () => {
    render(<Toaster />);
    act(() => void showToast(TOASTS.outOfStock));
    expect(shown()[0]).toHaveAttribute('data-variant', 'destructive');
    expect(viewport().getByText('This product is currently unavailable.')).toBeInTheDocument();
  });

  it('when the close button is pressed, then the toast goes away', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => void showToast({ title: 'Link copied', description: 'Product link copied to clipboard!', variant: 'success' }));
    await user.click(viewport().getByRole('button', { name: 'Dismiss notification' }));
    expect(viewport().queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('when a malformed toast reaches the bus, then nothing breaks and nothing shows', () => {
    render(<Toaster />);
    act(() => {
      window.dispatchEvent(new CustomEvent('tjb:bus', { detail: { type: 'toast:show', v: 1, toast: { title: 42 } } }));
    });
    expect(shown()).toHaveLength(0);
  });
});
