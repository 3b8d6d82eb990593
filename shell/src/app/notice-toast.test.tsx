import { onBusEvent } from '@tjb/cart-bus';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ROUTER_FUTURE } from '@tjb/ui';
import { NoticeToast } from './notice-toast';

function Where() {
  const l = useLocation();
  return <output>{l.pathname + l.search}</output>;
}

describe('NoticeToast', () => {
  it('when the server redirects with a sign-in notice, then a toast explains it and the notice leaves the URL', () => {
    const toasts: string[] = [];
    const off = onBusEvent('toast:show', (e) => toasts.push(e.toast.title));
    const { getByRole } = render(
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={['/?notice=sign-in-unavailable&x=1']}>
        <NoticeToast />
        <Where />
      </MemoryRouter>,
    );
    off();
    expect(toasts).toEqual(['Sign-in is not offered']);
    expect(getByRole('status')).toHaveTextContent('/?x=1');
  });

  it('when the notice is unknown, then no toast shows but the URL is cleaned', () => {
    const toasts: string[] = [];
    const off = onBusEvent('toast:show', (e) => toasts.push(e.toast.title));
    const { getByRole } = render(
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={['/shop?notice=<script>']}>
        <NoticeToast />
        <Where />
      </MemoryRouter>,
    );
    off();
    expect(toasts).toEqual([]);
    expect(getByRole('status')).toHaveTextContent(/^\/shop$/);
  });
});
