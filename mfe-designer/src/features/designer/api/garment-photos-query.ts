import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageQueries } from '@tjb/ui/page-data';
import { storefront } from '../../../shared/api/storefront-client';
import { loadGarmentPhotos } from './garment-photos';

const MIN = 60_000;

/**
 * The shop's garment pictures, as the designer's first render shows them: the server asks for them
 * before it renders the page, so the preview's picture is in the HTML and starts loading with it (it is
 * the page's largest paint), and the page carries only these few pictures, not the products behind them.
 * Cached as products are (spec 001 §9: fresh 5 minutes, kept 10).
 */
export const garmentPhotosQuery = () =>
  queryOptions({
    queryKey: ['designer', 'garment-photos'] as const,
    queryFn: () => loadGarmentPhotos(storefront()),
    staleTime: 5 * MIN,
    gcTime: 10 * MIN,
  });

/** Until the pictures arrive (and without them), the garment is drawn. */
export function useGarmentPhotos() {
  return useQuery(garmentPhotosQuery()).data ?? [];
}

export const pageQueries: PageQueries = () => [garmentPhotosQuery()];
