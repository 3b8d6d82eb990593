import type { ServerRenderContext, ServerSession } from '@tjb/mf-config';
import { createStaticServerSession } from '@tjb/ui/server';
import App from './exposed/app';

/**
 * This remote rendered by the gateway. The designer starts from the same default design on every visit
 * and the gallery is static, so there is no data to fetch or state to hand over; saved designs are read
 * from the browser after hydration.
 */
export function createServerSession(_ctx: ServerRenderContext): ServerSession {
  return createStaticServerSession(App);
}
