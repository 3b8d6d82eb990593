import { Router, type Request, type Response } from 'express';
import { findCategory } from '@tjb/storefront/category-map';
import type { Catalog } from '../../catalog/types';
import { renderProductSvg, type View } from './render-svg';

const VIEWS: readonly View[] = ['detail', 'back', 'side'];

/** A category's drawing wears its gear's typical colour (the home hero shows three side by side). */
const CATEGORY_COLORS: Readonly<Record<string, string>> = {
  helmets: 'Orange', jackets: 'Brown', vests: 'Distressed Brown', bottoms: 'Blue Denim', 'shirts-flannels': 'Red Plaid',
  boots: 'Black', luggage: 'Tan', 'bike-gear': 'Gray', accessories: 'Silver',
};

/**
 * GET /media/products/:handle/:n.svg — the generated catalogue's images; GET /media/categories/:slug.svg. Image n of a product is
 * drawn in the colour of the variant that shows it; images no variant shows are extra views.
 */
export function createMediaRouter(catalog: Catalog): Router {
  const router = Router();
  router.get('/media/products/:handle/:file', (req: Request, res: Response) => {
    const n = /^(\d{1,3})\.svg$/.exec(String(req.params.file))?.[1];
    const product = catalog.productByHandle(String(req.params.handle));
    // Read once: generated products build their image list on each read, so entries are compared by id.
    const images = product?.images ?? [];
    const image = n ? images[Number(n) - 1] : undefined;
    if (!product || !image) {
      res.status(404).type('text/plain').send('Image not found');
      return;
    }
    const shownBy = product.variants.find((v) => v.imageId === image.id);
    const colorOf = (v: (typeof product.variants)[number] | undefined) => v?.selectedOptions.find((o) => o.name === 'Color')?.value;
    const variantImages = new Set(product.variants.map((v) => v.imageId));
    const extraIndex = images.filter((i) => !variantImages.has(i.id)).indexOf(image);
    const svg = renderProductSvg({
      productType: product.productType,
      color: colorOf(shownBy) ?? colorOf(product.variants[0]),
      view: shownBy ? 'front' : (VIEWS[extraIndex % VIEWS.length] ?? 'front'),
      title: image.altText,
      name: product.title,
    });
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(svg);
  });
  // Category drawings: the client's fallback image for a category without products.
  router.get('/media/categories/:file', (req: Request, res: Response) => {
    const slug = /^([a-z0-9-]{1,60})\.svg$/.exec(String(req.params.file))?.[1];
    const category = slug ? findCategory(slug) : undefined;
    if (!category?.subtypes[0]) {
      res.status(404).type('text/plain').send('Image not found');
      return;
    }
    const svg = renderProductSvg({ productType: category.subtypes[0].productType, color: CATEGORY_COLORS[category.slug] ?? 'Orange', title: category.name });
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(svg);
  });
  return router;
}
