import type { ServerBundle } from '@tjb/shop-contracts';
import { defineServerSession } from '@tjb/ui/server';
import App, { PAGES } from './exposed/app';

/**
 * This remote rendered by the gateway (@tjb/ui/server's defineServerSession). The designer starts from
 * the same default design on every visit and the gallery is static: no data to fetch, no state to hand
 * over; saved designs are read from the browser after hydration.
 */
export const createServerSession: ServerBundle['createServerSession'] = defineServerSession({ App, routes: PAGES });
