import { queryOptions, useQuery } from '@tanstack/react-query';
import { STOREFRONT_CACHE_TIMES } from '@tjb/storefront/cache-policy';
import { storefront } from '../../../shared/api/storefront-client';
import { loadGarmentPhotos } from './garment-photos';

/**
 * The shop's garment pictures, as the designer's first render shows them: the server asks for them
 * before it renders the page, so the preview's picture is in the HTML and starts loading with it (it is
 * the page's largest paint), and the page carries only these few pictures, not the products behind them.
 * Cached as products are (spec 001 §9, the Storefront's `short` times): fresh as long as the gateway's
 * kept page is, so a kept page's pictures are not asked for again.
 */
export const garmentPhotosQuery = () =>
  queryOptions({
    queryKey: ['designer', 'garment-photos'] as const,
    queryFn: () => loadGarmentPhotos(storefront()),
    staleTime: STOREFRONT_CACHE_TIMES.short.freshMs,
    gcTime: STOREFRONT_CACHE_TIMES.short.keepMs,
  });

/** Until the pictures arrive (and without them), the garment is drawn. */
export function useGarmentPhotos() {
  return useQuery(garmentPhotosQuery()).data ?? [];
}
