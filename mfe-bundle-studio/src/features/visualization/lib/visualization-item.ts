import type { BundleVisualizationItem } from '@tjb/forms';
import type { BodyZone, BundleCategoryId } from '../../../shared/bundle-categories';

/** One product of a paid visualization, as the gateway stored it with the $5 order (GET /api/bundle-visualization/:name). */
export type VisualizationItem = BundleVisualizationItem;

export const ZONES: ReadonlyArray<{ zone: BodyZone; label: string; pickFrom: BundleCategoryId }> = [
  { zone: 'helmet', label: 'Helmet', pickFrom: 'helmets' },
  { zone: 'torso', label: 'Torso', pickFrom: 'jackets' },
  { zone: 'legs', label: 'Legs', pickFrom: 'bottoms' },
  { zone: 'feet', label: 'Feet', pickFrom: 'boots' },
  { zone: 'luggage', label: 'Luggage', pickFrom: 'luggage' },
];
