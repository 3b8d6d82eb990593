import { screen } from '@testing-library/react';
import { renderWithRouter } from '../layout/test-utils';

// The page's remote is not what these tests are about: the slot shows which one would mount.
jest.mock('../remotes/remote-slot', () => ({
  RemoteSlot: ({ remote }: { remote: string }) => <p>remote {remote}</p>,
}));

import { PageDispatcher } from './page-dispatcher';

describe('page dispatcher', () => {
  it('when an old /category address is opened in the app, then it is replaced by the shop page of that category, query kept', async () => {
    renderWithRouter(<PageDispatcher />, { route: '/category/jackets?type=mens-leather-jackets&sort=price-low' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/shop/jackets?type=mens-leather-jackets&sort=price-low');
    expect(screen.getByText('remote catalog')).toBeInTheDocument();
  });

  it('when a shop page is opened, then it stays where it is', () => {
    renderWithRouter(<PageDispatcher />, { route: '/shop/helmets?style=full-face' });
    expect(screen.getByTestId('location')).toHaveTextContent('/shop/helmets?style=full-face');
  });
});
