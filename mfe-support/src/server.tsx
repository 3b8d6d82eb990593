import type { ServerRenderContext, ServerSession } from '@tjb/mf-config';
import { createStaticServerSession } from '@tjb/ui/server';
import App from './exposed/app';

/**
 * This remote rendered by the gateway. Its pages are static text and an empty form: no data to fetch
 * and no state to hand over, so the HTML carries the FAQ and the policies for readers without scripts.
 */
export function createServerSession(_ctx: ServerRenderContext): ServerSession {
  return createStaticServerSession(App);
}
