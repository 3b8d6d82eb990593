import { z } from 'zod/mini';
import './locale';

/**
 * The Bundle Studio's $5 visualization as the browser sends it and the gateway stores it: one
 * definition for both sides of POST /api/bundle-visualization/purchase and GET …/:name.
 */

/** The seven bundle categories (spec 001 "Bundle Studio"). */
export const BUNDLE_CATEGORY_IDS = ['jackets', 'helmets', 'vests', 'shirts', 'bottoms', 'boots', 'luggage'] as const;
export type BundleCategoryId = (typeof BUNDLE_CATEGORY_IDS)[number];
export const BUNDLE_MAX_ITEMS = 50;
export const BUNDLE_MAX_QUANTITY = 99;
/** Spec 001 §8 'Empty Bundle' toast body: also the server's answer to an empty bundle. */
export const BUNDLE_EMPTY_MESSAGE = 'Please add items to your bundle before visualizing';

/** Which products in which category, how many; titles and prices are the catalogue's, never the browser's. */
export const bundleVisualizationInputSchema = z.object(
  {
    items: z
      .array(
        z.object({
          categoryId: z.enum(BUNDLE_CATEGORY_IDS),
          productId: z.string().check(z.minLength(1), z.maxLength(200)),
          quantity: z.int().check(z.minimum(1), z.maximum(BUNDLE_MAX_QUANTITY)),
        }),
      )
      .check(z.minLength(1, { error: BUNDLE_EMPTY_MESSAGE }), z.maxLength(BUNDLE_MAX_ITEMS)),
  },
  { error: BUNDLE_EMPTY_MESSAGE },
);
export type BundleVisualizationInput = z.output<typeof bundleVisualizationInputSchema>;

/** One product of a paid visualization, as the catalogue had it when the shopper paid. */
export interface BundleVisualizationItem {
  categoryId: BundleCategoryId;
  productId: string;
  handle: string;
  title: string;
  productType: string;
  image: string | null;
  unitPriceCents: number;
  /** The first variant's Color option, for the colour-harmony rules; null when it has none. */
  color: string | null;
  quantity: number;
}
