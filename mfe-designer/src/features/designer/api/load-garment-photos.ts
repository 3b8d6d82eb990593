import { createStorefrontClient } from '@tjb/storefront';
import { loadGarmentPhotos, type GarmentPhoto } from './garment-photos';

/** Loaded after hydration, in its own chunk: the page's Storefront client and the photo queries. */
export const fetchGarmentPhotos = (): Promise<GarmentPhoto[]> => loadGarmentPhotos(createStorefrontClient());
