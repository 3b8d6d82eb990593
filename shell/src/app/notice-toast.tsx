import { showToast } from '@tjb/cart-bus';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Shows a known notice once as a toast, then drops it from the address so a reload does not repeat it.
 * The notices' texts load only when the address has one: almost no page does, and this is on every
 * page's first load.
 */
export function NoticeToast() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const notice = params.get('notice');
    if (!notice) return;
    void import('./notices').then(({ NOTICES }) => {
      const toast = Object.hasOwn(NOTICES, notice) ? NOTICES[notice] : undefined;
      if (toast) showToast(toast);
    });
    params.delete('notice');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.pathname, location.search, navigate]);
  return null;
}
