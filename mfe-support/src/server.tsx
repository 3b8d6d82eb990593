import type { ServerBundle } from '@tjb/shop-contracts';
import { defineServerSession } from '@tjb/ui/server';
import App, { PAGES } from './exposed/app';

/**
 * This remote rendered by the gateway (@tjb/ui/server's defineServerSession). Its pages are static
 * text and an empty form: no data to fetch, no state to hand over (the session loads the page's own
 * chunk before its one render); the HTML carries the FAQ and the policies for readers without scripts.
 */
export const createServerSession: ServerBundle['createServerSession'] = defineServerSession({ App, routes: PAGES });
