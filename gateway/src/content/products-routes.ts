import { Router } from 'express';
import { formObject } from '@tjb/forms';
import * as v from 'valibot';
import { parseInput } from '../api/validate';
import type { Catalog, CatalogProduct, InventoryPort } from '../catalog/types';
import { AppError } from '../errors/app-error';
import { toProductView } from './product-view';

export const PRODUCT_NOT_FOUND_MESSAGE = "The product you're looking for doesn't exist.";

/** Spec 001 §7: featured products default to 12 and come from the `featured` tag, else the first products. */
const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 50.';
const featuredQuerySchema = formObject({
  limit: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(Number),
      v.number(LIMIT_MESSAGE),
      v.safeInteger(LIMIT_MESSAGE),
      v.minValue(1, LIMIT_MESSAGE),
      v.maxValue(50, LIMIT_MESSAGE),
    ),
    12,
  ),
});

export function featuredProducts(catalog: Catalog, limit: number): CatalogProduct[] {
  const tagged = catalog.products.filter((p) => p.tags.some((tag) => tag.toLowerCase() === 'featured'));
  return (tagged.length > 0 ? tagged : catalog.products).slice(0, limit);
}

async function stockFor(inventory: InventoryPort, products: readonly CatalogProduct[]) {
  return inventory.quantities(products.flatMap((p) => p.variants.map((v) => v.id)));
}

export function createProductsRouter(deps: { catalog: Catalog; inventory: InventoryPort }): Router {
  const router = Router();

  router.get('/api/products/featured', async (req, res) => {
    const { limit } = parseInput(featuredQuerySchema, req.query);
    const products = featuredProducts(deps.catalog, limit);
    const stock = await stockFor(deps.inventory, products);
    res.set('Cache-Control', 'public, max-age=60');
    res.json(products.map((product) => toProductView(product, stock)));
  });

  router.get('/api/products/:slug', async (req, res) => {
    const product = deps.catalog.productByHandle(req.params.slug.toLowerCase());
    if (!product) throw AppError.notFound(PRODUCT_NOT_FOUND_MESSAGE);
    const stock = await stockFor(deps.inventory, [product]);
    res.set('Cache-Control', 'public, max-age=60');
    res.json(toProductView(product, stock));
  });

  return router;
}
