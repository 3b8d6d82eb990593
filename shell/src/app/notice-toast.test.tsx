import { onBusEvent } from '@tjb/cart-bus';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ROUTER_FUTURE } from '@tjb/ui';
import { NoticeToast } from './notice-toast';

function Where() {
  const l = useLocation();
  return <output>{l.pathname + l.search}</output>;
}

describe('NoticeToast', () => {
  it('when the server redirects with a sign-in notice, then a toast explains it and the notice leaves the URL', async () => {
    const toasts: string[] = [];
    const off = onBusEvent('toast:show', (e) => toasts.push(e.toast.title));
    const { getByRole } = render(
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={['/?notice=sign-in-unavailable&x=1']}>
        <NoticeToast />
        <Where />
      </MemoryRouter>,
    );
    await waitFor(() => expect(toasts).toEqual(['Sign-in is not offered']));
    off();
    expect(getByRole('status')).toHaveTextContent('/?x=1');
  });

  it('when the notice is unknown (even an Object property name), then no toast shows but the URL is cleaned', async () => {
    const toasts: string[] = [];
    const off = onBusEvent('toast:show', (e) => toasts.push(e.toast.title));
    const { getByRole } = render(
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={['/shop?notice=constructor']}>
        <NoticeToast />
        <Where />
      </MemoryRouter>,
    );
    expect(getByRole('status')).toHaveTextContent(/^\/shop$/);
    // The texts have loaded (the component asked for them first, so its answer came first) and still nothing showed.
    await import('./notices');
    off();
    expect(toasts).toEqual([]);
  });
});
