import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../test-utils';
import { CategoryBar } from './category-bar';
import { MENU_CLOSE_DELAY_MS } from './use-menu-bar';

const menuButton = (name: string) => screen.getByRole('button', { name: `${name} menu` });
const helmetsPanel = () => screen.queryByRole('link', { name: 'Goggles' });

describe('desktop category menus', () => {
  afterEach(() => jest.useRealTimers());

  it('when the pointer rests on a category, then its menu opens; it closes 150 ms after the pointer leaves, not before', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithRouter(<CategoryBar />);
    const helmets = screen.getByRole('link', { name: 'Helmets' });

    await user.hover(helmets);
    expect(menuButton('Helmets')).toHaveAttribute('aria-expanded', 'true');
    // The links load with the first menu opened.
    expect(await screen.findByRole('link', { name: 'Goggles' })).toBeVisible();

    await user.unhover(helmets);
    act(() => jest.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 1));
    expect(helmetsPanel()).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(helmetsPanel()).not.toBeInTheDocument();
    expect(menuButton('Helmets')).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the pointer comes back within 150 ms, then the menu stays open', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithRouter(<CategoryBar />);
    const helmets = screen.getByRole('link', { name: 'Helmets' });
    await user.hover(helmets);
    await user.unhover(helmets);
    act(() => jest.advanceTimersByTime(100));
    await user.hover(helmets);
    act(() => jest.advanceTimersByTime(500));
    expect(helmetsPanel()).toBeVisible();
  });

  it('when the pointer moves to the next category, then only that menu is open', async () => {
    const user = userEvent.setup();
    renderWithRouter(<CategoryBar />);
    await user.hover(screen.getByRole('link', { name: 'Helmets' }));
    await user.hover(screen.getByRole('link', { name: 'Jackets' }));
    expect(menuButton('Helmets')).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton('Jackets')).toHaveAttribute('aria-expanded', 'true');
  });

  it('when the menu button is activated with Enter, then the menu opens, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    renderWithRouter(<CategoryBar />);
    const button = menuButton('Vests');
    expect(button).toHaveAttribute('aria-controls', 'category-menu-vests');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById('category-menu-vests')!;
    expect(within(panel).getByRole('link', { name: "Men's Denim Vests" })).toBeVisible();

    await user.tab();
    expect(within(panel).getByRole('link', { name: 'All Vests' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('when ArrowDown is pressed on a category, then the menu opens with focus on its first link, and arrows move through it', async () => {
    const user = userEvent.setup();
    renderWithRouter(<CategoryBar />);
    screen.getByRole('link', { name: 'Boots' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'All Boots' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: "Men's Footwear" })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Boot Clips' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(menuButton('Boots')).toHaveFocus();
  });

  it('when keyboard focus leaves an open menu, then it closes', async () => {
    const user = userEvent.setup();
    renderWithRouter(<CategoryBar />);
    menuButton('Luggage').focus();
    await user.keyboard('{Enter}');
    expect(menuButton('Luggage')).toHaveAttribute('aria-expanded', 'true');
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(menuButton('Luggage')).toHaveAttribute('aria-expanded', 'false');
  });

  it('when a subtype link is followed, then the category page opens filtered and the menu closes', async () => {
    const user = userEvent.setup();
    renderWithRouter(<CategoryBar />);
    await user.click(menuButton('Jackets'));
    await user.click(screen.getByRole('link', { name: "Women's Leather Jackets" }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop/jackets?type=womens-leather-jackets');
    expect(menuButton('Jackets')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Jackets' })).toHaveAttribute('aria-current', 'page');
  });

  it('when a menu the pointer opened has its button clicked, then it stays open, and a second click closes it', async () => {
    const user = userEvent.setup();
    renderWithRouter(<CategoryBar />);
    await user.hover(screen.getByRole('link', { name: 'Shirts' }));
    expect(menuButton('Shirts')).toHaveAttribute('aria-expanded', 'true');
    await user.click(menuButton('Shirts'));
    expect(menuButton('Shirts')).toHaveAttribute('aria-expanded', 'true');
    await user.click(menuButton('Shirts'));
    expect(menuButton('Shirts')).toHaveAttribute('aria-expanded', 'false');
  });
});
