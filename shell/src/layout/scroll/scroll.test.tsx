import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { mockReducedMotion, renderWithRouter, scrollWindowTo } from '../test-utils';
import { ScrollToTopButton, SCROLL_TOP_BUTTON_AT_PX } from './scroll-to-top-button';
import { ScrollToTopOnNavigate } from './scroll-to-top-on-navigate';

let scrollTo: jest.Mock;
beforeEach(() => {
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  mockReducedMotion(false);
  scrollWindowTo(0);
});

function Nav() {
  return (
    <>
      <Link to="/products">products</Link>
      <Link to="/products?page=2">page 2</Link>
      <Link to="/products?page=2#reviews">reviews</Link>
      <Link to="/products?page=2&more=1" state={{ keepScroll: true }}>load more</Link>
    </>
  );
}

describe('scroll to top on navigation', () => {
  it('when the page first renders, then the scroll position is left alone', () => {
    renderWithRouter(<ScrollToTopOnNavigate />);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('when the path or the query changes, then the page scrolls smoothly to the top', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <ScrollToTopOnNavigate />
        <Nav />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'products' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    await user.click(screen.getByRole('link', { name: 'page 2' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('link', { name: 'reviews' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('when a remote changes the query with keepScroll state (a filter, Load More), then the position stays', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <ScrollToTopOnNavigate />
        <Nav />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'load more' }));
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'products' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('when the visitor prefers reduced motion, then the jump to the top is instant', async () => {
    mockReducedMotion(true);
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <ScrollToTopOnNavigate />
        <Nav />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'products' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});

describe('scroll-to-top button', () => {
  it('when the page is scrolled beyond 300 px, then the button appears, and not before', async () => {
    renderWithRouter(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    act(() => scrollWindowTo(SCROLL_TOP_BUTTON_AT_PX));
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    act(() => scrollWindowTo(SCROLL_TOP_BUTTON_AT_PX + 1));
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeVisible();
  });

  it('when the button is clicked, then the page scrolls to the top and focus goes to the page start', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <main id="main" tabIndex={-1}>
          content
        </main>
        <ScrollToTopButton />
      </>,
    );
    act(() => scrollWindowTo(1200));
    await user.click(await screen.findByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
