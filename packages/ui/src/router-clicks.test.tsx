import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { ROUTER_FUTURE } from './router-future';
import { useRouterClicks } from './router-clicks';

const navigations: string[] = [];
function Where() {
  const { pathname, key } = useLocation();
  if (navigations.at(-1) !== key) navigations.push(key);
  return <output data-testid="where">{pathname}</output>;
}

function Region() {
  const followLinks = useRouterClicks();
  return (
    <nav onClick={followLinks}>
      <a href="/shop">Plain</a>
      <Link to="/cart">Router link</Link>
      <a href="/faqs" target="_blank">New tab</a>
    </nav>
  );
}

function renderRegion() {
  navigations.length = 0;
  render(
    <MemoryRouter future={ROUTER_FUTURE} initialEntries={['/']}>
      <Region />
      <Where />
    </MemoryRouter>,
  );
}

describe('useRouterClicks', () => {
  it('when a plain link in the region is clicked, then the router opens its page and the browser loads nothing', () => {
    renderRegion();
    const click = fireEvent.click(screen.getByRole('link', { name: 'Plain' }));
    expect(click).toBe(false); // default prevented: no document load
    expect(screen.getByTestId('where')).toHaveTextContent('/shop');
  });

  it('when a <Link> inside is clicked, then it navigates once (its own handler), not twice', () => {
    renderRegion();
    fireEvent.click(screen.getByRole('link', { name: 'Router link' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/cart');
    expect(navigations).toHaveLength(2);
  });

  it('when a link opens another tab or a modifier key is held, then the browser handles it', () => {
    renderRegion();
    expect(fireEvent.click(screen.getByRole('link', { name: 'New tab' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Plain' }), { ctrlKey: true })).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/');
  });
});
