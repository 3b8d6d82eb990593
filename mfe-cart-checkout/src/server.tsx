import type { ServerRenderContext, ServerSession } from '@tjb/mf-config';
import { createStaticServerSession } from '@tjb/ui/server';
import App from './exposed/app';

/**
 * This remote rendered by the gateway. Its pages show the browser's cart, wishlist and order, which the
 * server cannot see: it sends each page's frame (heading, steps, form, space held for the lines), and the
 * browser fills it in from storage as it hydrates (cart-bus's useHydrating). Nothing to fetch, no state.
 */
export function createServerSession(_ctx: ServerRenderContext): ServerSession {
  return createStaticServerSession(App);
}
