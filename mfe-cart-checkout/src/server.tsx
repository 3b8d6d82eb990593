import type { ServerBundle } from '@tjb/shop-contracts';
import { defineServerSession } from '@tjb/ui/server';
import App, { PAGES } from './exposed/app';

/**
 * This remote rendered by the gateway (@tjb/ui/server's defineServerSession). Its pages show the
 * browser's cart, wishlist and order, which the server cannot see: it sends each page's frame
 * (heading, steps, form, space held for the lines), and the browser fills it in from storage as it
 * hydrates (cart-bus's useHydrating). No data to fetch, no state.
 */
export const createServerSession: ServerBundle['createServerSession'] = defineServerSession({ App, routes: PAGES });
