import { screen } from '@testing-library/react';
import { renderWithRouter } from '../test-utils';
import { NotFoundPage } from './not-found-page';

describe('not-found page', () => {
  it('when a path is unknown, then the card shows the exact words and ways back', () => {
    renderWithRouter(<NotFoundPage />, { route: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Shop All Gear' })).toHaveAttribute('href', '/shop');
  });
});
