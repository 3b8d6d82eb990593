import { showToast, type ToastInput } from '@tjb/cart-bus';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Notices the server attaches when it redirects a shopper (e.g. GET /api/login → /?notice=…). */
export const NOTICES: Record<string, ToastInput> = {
  'sign-in-unavailable': {
    title: 'Sign-in is not offered',
    description: 'Shop as a guest: your cart and wishlist stay in this browser, and checkout needs no account.',
    variant: 'default',
  },
};

/** Shows a known notice once as a toast, then drops it from the address so a reload does not repeat it. */
export function NoticeToast() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const notice = params.get('notice');
    if (!notice) return;
    const toast = NOTICES[notice];
    if (toast) showToast(toast);
    params.delete('notice');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.pathname, location.search, navigate]);
  return null;
}
