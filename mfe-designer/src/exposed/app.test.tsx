import { screen } from '@testing-library/react';
import { itServesItsRoutes, renderRemoteAt } from '@tjb/ui/testing/remote-app';
import App, { PAGES } from './app';

// The designer asks the Storefront for garment photos after it renders; routing needs none.
jest.mock('../features/designer/api/garment-photos', () => ({ ...jest.requireActual<object>('../features/designer/api/garment-photos'), loadGarmentPhotos: async () => [] }));

const renderAt = (path: string) => renderRemoteAt(App, path);

describe('mfe-designer App', () => {
  itServesItsRoutes('designer', {
    App,
    pages: PAGES,
    headings: { '/design-apparel': 'Design Your Apparel', '/gallery': 'Gallery' },
  });

  it('when the gallery is shown, then its three sections, local images (lazy below the first section) and the Share Your Ride links are there', async () => {
    renderAt('/gallery');
    // The gallery is a chunk of its own: its heading shows once the chunk is in.
    await screen.findByRole('heading', { level: 1, name: 'Gallery' });
    for (const title of ['Custom Apparel Designs', 'Rider Community', 'Product Showcase']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(9);
    // The first section is in the first screen: its pictures load with the page, the first one first.
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null, null, null, null, null]);
    for (const img of images) {
      expect(img).toHaveAttribute('width', '400');
      expect(img).toHaveAttribute('height', '480');
      expect(img.getAttribute('src')).not.toMatch(/^https?:/);
    }
    expect(screen.getByRole('link', { name: /Submit Photos/ })).toHaveAttribute('href', 'mailto:support@tjsbikergear.com?subject=Gallery%20Submission');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });
});
