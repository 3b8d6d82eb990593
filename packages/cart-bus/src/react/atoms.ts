import { atom } from 'jotai';
import { cartItemCount } from '../cart';
import { getCart } from '../cart-store';
import { getLastOrder } from '../order-store';
import { getRecentlyViewed } from '../recent-store';
import { isCartPanelOpen } from '../ui-store';
import { getWishlist } from '../wishlist-store';
import { atomFromBus } from './atom-from-bus';

export const cartItemsAtom = atomFromBus(getCart, ['cart:changed'], []);
cartItemsAtom.debugLabel = 'cartItems';

export const cartItemCountAtom = atom((get) => cartItemCount(get(cartItemsAtom)));
cartItemCountAtom.debugLabel = 'cartItemCount';

export const wishlistItemsAtom = atomFromBus(getWishlist, ['wishlist:changed'], []);
wishlistItemsAtom.debugLabel = 'wishlistItems';

export const recentlyViewedAtom = atomFromBus(getRecentlyViewed, ['recent:changed'], []);
recentlyViewedAtom.debugLabel = 'recentlyViewed';

export const lastOrderAtom = atomFromBus(getLastOrder, ['order:placed'], null);
lastOrderAtom.debugLabel = 'lastOrder';

// In memory per tab: the open flag lives on the window, so a panel mounted late still knows it.
export const cartPanelOpenAtom = atomFromBus(isCartPanelOpen, [
  'cart-panel:open',
  'cart-panel:close',
  'cart-panel:toggle',
], false);
cartPanelOpenAtom.debugLabel = 'cartPanelOpen';
