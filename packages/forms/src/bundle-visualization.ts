import * as v from 'valibot';
import { formObject } from './fields';

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
export const bundleVisualizationInputSchema = formObject(
  {
    items: v.pipe(
      v.array(
        formObject({
          categoryId: v.picklist(BUNDLE_CATEGORY_IDS),
          productId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
          quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(BUNDLE_MAX_QUANTITY)),
        }),
      ),
      v.minLength(1, BUNDLE_EMPTY_MESSAGE),
      v.maxLength(BUNDLE_MAX_ITEMS),
    ),
  },
  BUNDLE_EMPTY_MESSAGE,
);
export type BundleVisualizationInput = v.InferOutput<typeof bundleVisualizationInputSchema>;

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
