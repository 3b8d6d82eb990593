import { MemoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE } from '@tjb/ui';
import { DesignerProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import type { GarmentPhoto } from '../features/designer/api/garment-photos';
import { garmentPhotosQuery } from '../features/designer/api/garment-photos-query';
import { DesignerPage } from '../features/designer/components/designer-page';

/**
 * The designer's page at /design-apparel with a cache of its own holding the shop's garment pictures
 * (`photos`, none by default), as a server-rendered page starts: nothing is asked of the Storefront.
 * `photos: null` leaves the cache empty, as a client navigation finds it: the page asks for them.
 */
export function designerPage({ photos = [] }: { photos?: GarmentPhoto[] | null } = {}) {
  const client = createQueryClient();
  if (photos) client.setQueryData(garmentPhotosQuery().queryKey, photos);
  return (
    <DesignerProviders client={client}>
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={['/design-apparel']}>
        <DesignerPage />
      </MemoryRouter>
    </DesignerProviders>
  );
}
