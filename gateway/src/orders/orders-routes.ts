import { Router, type Request, type Response } from 'express';
import type { Sessions } from '../api/sessions';
import type { Database, OrderRecord } from '../db';
import { AppError } from '../errors/app-error';
import { toOrderView } from './order-view';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const VISUALIZATION_NOT_FOUND_MESSAGE = 'Bundle visualization not found';

/**
 * GET /api/orders/:name for the confirmation page, and GET /api/bundle-visualization/:name for what a
 * $5 visualization order bought. Only the session that placed the order sees either; anyone else gets
 * the same 404 as for a name that does not exist, so names cannot be probed.
 */
export function createOrdersRouter(deps: { db: Database; sessions: Sessions }): Router {
  const router = Router();

  const paidOrderOfSession = async (req: Request, res: Response, notFound: string): Promise<OrderRecord> => {
    const sessionKey = deps.sessions.read(req, res);
    const name = String(req.params.name);
    if (!sessionKey || !/^TJB-\d{1,12}$/.test(name)) throw AppError.notFound(notFound);
    const order = await deps.db.findOrderByName(name);
    if (!order || order.sessionKey !== sessionKey || order.status !== 'paid') throw AppError.notFound(notFound);
    return order;
  };

  router.get('/api/orders/:name', async (req, res) => {
    res.json({ order: toOrderView(await paidOrderOfSession(req, res, ORDER_NOT_FOUND_MESSAGE)) });
  });

  router.get('/api/bundle-visualization/:name', async (req, res) => {
    const order = await paidOrderOfSession(req, res, VISUALIZATION_NOT_FOUND_MESSAGE);
    const items = order.kind === 'bundle-visualization' && order.name ? await deps.db.findBundleVisualization(order.name) : undefined;
    if (!items) throw AppError.notFound(VISUALIZATION_NOT_FOUND_MESSAGE);
    res.json({ visualization: { order: order.name, items } });
  });
  return router;
}
