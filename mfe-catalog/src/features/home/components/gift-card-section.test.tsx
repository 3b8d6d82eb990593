import { getCart } from '@tjb/cart-bus';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordToasts } from '../../../testing/bus';
import { renderWithProviders } from '../../../testing/render';
import { GiftCardSection } from './gift-card-section';

beforeEach(() => window.localStorage.clear());

describe('GiftCardSection', () => {
  it('when required fields are missing, then the button says so with the Missing Information toast and nothing is added', async () => {
    const { toasts, stop } = recordToasts();
    renderWithProviders(<GiftCardSection />);
    const buy = screen.getByRole('button', { name: 'Add Gift Card to Cart' });
    expect(buy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: /Recipient Name/ }), 'Dale');
    await userEvent.click(buy);
    expect(toasts).toEqual([expect.objectContaining({ title: 'Missing Information', description: 'Please fill in all required fields' })]);
    expect(getCart()).toEqual([]);
    stop();
  });

  it('when a custom amount and the fields are filled, then a real cart line "Gift Card $X for {recipient}" is added and the form clears', async () => {
    const { toasts, stop } = recordToasts();
    renderWithProviders(<GiftCardSection />);
    await userEvent.click(screen.getByRole('button', { name: '$200' }));
    expect(screen.getByRole('button', { name: '$200' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Custom Amount/ }), '75');
    expect(screen.getByRole('button', { name: '$200' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.type(screen.getByRole('textbox', { name: /Recipient Name/ }), 'Dale');
    await userEvent.type(screen.getByRole('textbox', { name: /Recipient Email/ }), 'dale@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /Your Name/ }), 'Tina');
    await userEvent.click(screen.getByRole('button', { name: 'Add Gift Card to Cart' }));

    expect(getCart()).toEqual([expect.objectContaining({ price: '75.00', quantity: 1, productData: expect.objectContaining({ title: 'Gift Card $75 for Dale' }) })]);
    expect(toasts).toEqual([expect.objectContaining({ title: 'Added to Cart', description: 'Gift Card $75 for Dale has been added to your cart.' })]);
    expect(screen.getByRole('textbox', { name: /Recipient Name/ })).toHaveValue('');
    stop();
  });

  it('when the custom amount is above $5000, then it is refused', async () => {
    const { toasts, stop } = recordToasts();
    renderWithProviders(<GiftCardSection />);
    await userEvent.type(screen.getByRole('spinbutton', { name: /Custom Amount/ }), '6000');
    await userEvent.type(screen.getByRole('textbox', { name: /Recipient Name/ }), 'Dale');
    await userEvent.type(screen.getByRole('textbox', { name: /Recipient Email/ }), 'dale@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /Your Name/ }), 'Tina');
    await userEvent.click(screen.getByRole('button', { name: 'Add Gift Card to Cart' }));
    expect(toasts).toEqual([expect.objectContaining({ title: 'Invalid Amount', description: 'Please choose an amount from $10 to $5000.' })]);
    expect(getCart()).toEqual([]);
    stop();
  });
});
