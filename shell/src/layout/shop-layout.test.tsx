import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '@tjb/cart-bus';
import { splashHtml } from './intro-splash/splash-markup';
import { SPLASH_SEEN_KEY } from './intro-splash/use-splash';
import { ShopLayout } from './shop-layout';
import { mockReducedMotion, renderWithRouter } from './test-utils';

beforeEach(() => {
  sessionStorage.clear();
  mockReducedMotion(false);
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

describe('shop layout', () => {
  it('when a page renders, then it sits in main between the header and the footer, under the intro', () => {
    document.body.insertAdjacentHTML('afterbegin', splashHtml()); // a first visit's page
    renderWithRouter(
      <ShopLayout>
        <h1>Ride Ready Gear</h1>
      </ShopLayout>,
    );
    expect(screen.getByTestId('intro-splash')).toHaveAttribute('data-ready'); // taken over by the layout's IntroSplash
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Ride Ready Gear');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('when the skip link is used, then focus lands on the page content', async () => {
    sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
    const user = userEvent.setup();
    renderWithRouter(
      <ShopLayout>
        <p>Page</p>
      </ShopLayout>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('when a remote publishes a toast, then the layout loads the toaster and shows it, and the next toast too', async () => {
    renderWithRouter(
      <ShopLayout>
        <p>Page</p>
      </ShopLayout>,
    );
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    act(() => void showToast({ title: 'Message Sent!', variant: 'success' }));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(region).toHaveTextContent('Message Sent!'));
    act(() => void showToast({ title: 'Added to cart', variant: 'default' }));
    await waitFor(() => expect(region).toHaveTextContent('Added to cart'));
  });

  it('when suggestions are supplied, then the header search uses them', async () => {
    sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
    const user = userEvent.setup();
    renderWithRouter(
      <ShopLayout renderSuggestions={({ term }) => <p>Top picks for {term}</p>}>
        <p>Page</p>
      </ShopLayout>,
    );
    const [desktopSearch] = screen.getAllByRole('combobox', { name: 'Search products' });
    await user.type(desktopSearch!, 'vest');
    expect(screen.getByText('Top picks for vest')).toBeInTheDocument();
  });
});
