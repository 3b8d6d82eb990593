import { screen } from '@testing-library/react';
import { itServesItsRoutes, renderRemoteAt } from '@tjb/ui/testing/remote-app';
import App, { PAGES } from './app';

/** The remote at `path`, once its page's chunk is in (each page is its own chunk). */
async function renderAt(path: string) {
  const rendered = renderRemoteAt(App, path);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('mfe-support App', () => {
  itServesItsRoutes('support', {
    App,
    pages: PAGES,
    headings: {
      '/contact-us': 'Contact Us',
      '/faqs': 'Frequently Asked Questions',
      '/return-policy': 'Return Policy',
      '/terms-of-service': 'Terms of Service',
      '/privacy-policy': 'Privacy Policy',
    },
  });

  it('when the return policy is shown, then it states every return fact of the spec', async () => {
    const { container } = await renderAt('/return-policy');
    const text = container.textContent ?? '';
    for (const fact of ['30 days', 'Nov 1-Dec 25', 'Jan 31', '5-7 business days', '10% bonus', 'never expires', 'final sale unless defective', 'Exchanges are free', 'January 2025']) {
      expect(text).toContain(fact);
    }
    expect(screen.getByRole('link', { name: 'Link to Refunds' })).toHaveAttribute('href', '#refunds');
  });

  it('when the terms are shown, then they state the order, discount, shipping and account facts with the settled threshold', async () => {
    const text = (await renderAt('/terms-of-service')).container.textContent ?? '';
    for (const fact of ['within 1 hour', '10% discount', '3-5 business days', '1-2 business days', '7-14 business days', '18 or older', '$99 or more', 'Mon-Fri 9 AM-7 PM EST, Sat 10 AM-4 PM EST', 'January 2025']) {
      expect(text).toContain(fact);
    }
  });

  it('when the privacy policy is shown, then it names the browser keys and the way to ask for deletion', async () => {
    const text = (await renderAt('/privacy-policy')).container.textContent ?? '';
    for (const fact of ['tjb.cart.v1', 'tjb.wishlist.v1', 'tjb.recent.v1', 'tjb.lastOrder.v1', 'tjb_session', '30 days', 'newsletter', 'Asking for deletion']) {
      expect(text).toContain(fact);
    }
    expect(screen.getAllByRole('link', { name: 'contact form' })[0]).toHaveAttribute('href', '/contact-us');
  });
});
