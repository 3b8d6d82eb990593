import { backInStockRequestSchema } from '@tjb/forms';
import { Router, type RequestHandler } from 'express';
import { parseInput } from '../api/validate';
import type { Catalog, InventoryPort } from '../catalog/types';
import type { Database } from '../db';
import { AppError } from '../errors/app-error';

export const BACK_IN_STOCK_MESSAGES = {
  unknownVariant: 'We could not find that product. Please reload the page and try again.',
  inStock: 'Good news: this is in stock now, so you can add it to your cart.',
} as const;

/**
 * POST /api/back-in-stock: "Email me when it is back" for a sold-out variant. The address is kept once
 * per variant until the stock returns; the restock itself queues the mail (see db notifyBackInStock).
 */
export function createBackInStockRouter(deps: { db: Database; catalog: Catalog; inventory: InventoryPort; publicOrigin: string; limiter: RequestHandler }): Router {
  const router = Router();
  router.post('/api/back-in-stock', deps.limiter, async (req, res) => {
    const { email, variantId } = parseInput(backInStockRequestSchema, req.body);
    const found = deps.catalog.variantById(variantId);
    if (!found) throw AppError.notFound(BACK_IN_STOCK_MESSAGES.unknownVariant);
    const stock = (await deps.inventory.quantities([variantId])).get(variantId);
    if (stock === undefined || stock > 0) throw AppError.conflict(BACK_IN_STOCK_MESSAGES.inStock);
    const { product, variant } = found;
    const title = variant.title && variant.title !== 'Default Title' ? `${product.title} (${variant.title})` : product.title;
    const productUrl = new URL(`/product/${encodeURIComponent(product.handle)}`, deps.publicOrigin).toString();
    const { alreadyRequested } = await deps.db.requestBackInStock({ variantId, email, productTitle: title, productUrl });
    res.status(alreadyRequested ? 200 : 201).json({ requested: true, alreadyRequested });
  });
  return router;
}
