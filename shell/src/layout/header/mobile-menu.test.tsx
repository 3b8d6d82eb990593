import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../test-utils';
import { Header } from './header';
import { MobileMenu } from './mobile-menu';

const toggle = () => screen.getByRole('button', { name: 'Menu' });
const panel = () => document.getElementById('mobile-menu')!;

describe('mobile menu', () => {
  it('when the toggle is pressed, then the menu opens, and pressing it again closes it', async () => {
    const user = userEvent.setup();
    renderWithRouter(<MobileMenu />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(panel()).toBeVisible();
    await user.click(toggle());
    expect(panel()).not.toBeVisible();
  });

  it('when a link in the menu is followed, then the page changes and the menu closes', async () => {
    const user = userEvent.setup();
    // The main links are plain anchors that the header's one click handler takes through the router.
    renderWithRouter(<Header />);
    await user.click(toggle());
    await user.click(within(panel()).getByRole('link', { name: 'Shop All' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
  });

  it('when a subtype is chosen inside a category group, then its filtered page opens and the menu closes', async () => {
    const user = userEvent.setup();
    renderWithRouter(<MobileMenu />);
    await user.click(toggle());
    await user.click(within(panel()).getByText('Luggage'));
    await user.click(within(panel()).getByRole('link', { name: 'Saddlebags' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop/luggage?type=saddle-bags');
    expect(panel()).not.toBeVisible();
  });

  it('when a search is made from the menu, then the shop opens with it and the menu closes', async () => {
    const user = userEvent.setup();
    renderWithRouter(<MobileMenu />);
    await user.click(toggle());
    await user.type(within(panel()).getByRole('combobox', { name: 'Search products' }), 'gloves{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/shop?search=gloves');
    expect(panel()).not.toBeVisible();
  });

  it('when Escape is pressed inside the menu, then it closes and focus returns to the toggle', async () => {
    const user = userEvent.setup();
    renderWithRouter(<MobileMenu />);
    await user.click(toggle());
    within(panel()).getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeVisible();
    expect(toggle()).toHaveFocus();
  });

  it('when Escape is pressed while focus is still on the toggle, then the menu closes', async () => {
    const user = userEvent.setup();
    renderWithRouter(<MobileMenu />);
    await user.click(toggle());
    expect(toggle()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
  });
});
