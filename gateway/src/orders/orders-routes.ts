import { Router } from 'express';
import type { Sessions } from '../api/sessions';
import type { Database } from '../db';
import { AppError } from '../errors/app-error';
import { toOrderView } from './order-view';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';

/**
 * GET /api/orders/:name for the confirmation page. Only the session that placed the order sees it;
 * anyone else gets the same 404 as for a name that does not exist, so names cannot be probed.
 */
export function createOrdersRouter(deps: { db: Database; sessions: Sessions }): Router {
  const router = Router();
  router.get('/api/orders/:name', async (req, res) => {
    const sessionKey = deps.sessions.read(req, res);
    const name = req.params.name;
    if (!sessionKey || !/^TJB-\d{1,12}$/.test(name)) throw AppError.notFound(ORDER_NOT_FOUND_MESSAGE);
    const order = await deps.db.findOrderByName(name);
    if (!order || order.sessionKey !== sessionKey || order.status !== 'paid') throw AppError.notFound(ORDER_NOT_FOUND_MESSAGE);
    res.json({ order: toOrderView(order) });
  });
  return router;
}
