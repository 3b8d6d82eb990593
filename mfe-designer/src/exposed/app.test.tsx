import { screen } from '@testing-library/react';
import { itServesItsRoutes, renderRemoteAt } from '@tjb/ui/testing/remote-app';
import App, { PAGES } from './app';

// The designer asks the Storefront for garment photos after it renders; routing needs none.
jest.mock('../features/designer/api/load-garment-photos', () => ({ fetchGarmentPhotos: async () => [] }));

const renderAt = (path: string) => renderRemoteAt(App, path);

describe('mfe-designer App', () => {
  itServesItsRoutes('designer', {
    App,
    pages: PAGES,
    headings: { '/design-apparel': 'Design Your Apparel', '/gallery': 'Gallery' },
  });

  it('when the gallery is shown, then its three sections, local lazy images and the Share Your Ride links are there', () => {
    renderAt('/gallery');
    for (const title of ['Custom Apparel Designs', 'Rider Community', 'Product Showcase']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(9);
    for (const img of images) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '400');
      expect(img).toHaveAttribute('height', '480');
      expect(img.getAttribute('src')).not.toMatch(/^https?:/);
    }
    expect(screen.getByRole('link', { name: /Submit Photos/ })).toHaveAttribute('href', 'mailto:support@tjsbikergear.com?subject=Gallery%20Submission');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });
});
