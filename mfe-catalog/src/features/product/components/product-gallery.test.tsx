import { renderToString } from 'react-dom/server';
import { ProductGallery } from './product-gallery';

const CDN = 'https://cdn.shopify.com/s/files/1/0001/products/jacket.jpg?v=2';

describe('ProductGallery rendered on the server', () => {
  it("when the picture is on Shopify's CDN, then the page preloads the same file the <img> will choose: its srcset and sizes, not the uploaded original", () => {
    const html = renderToString(<ProductGallery images={[{ id: 'i1', src: CDN, altText: 'Jacket', width: 2000, height: 2000 }]} title="Jacket" index={0} onIndex={() => undefined} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const img = doc.querySelector('img')!;
    const preload = doc.querySelector('link[rel="preload"][as="image"]')!;
    expect(img.getAttribute('sizes')).toBe('(max-width: 767px) 100vw, 640px');
    expect(img.getAttribute('srcset')).toContain('width=1440 1440w');
    expect(img.getAttribute('srcset')).not.toContain('width=2048');
    expect(preload.getAttribute('imagesrcset')).toBe(img.getAttribute('srcset'));
    expect(preload.getAttribute('imagesizes')).toBe(img.getAttribute('sizes'));
    expect(preload.getAttribute('fetchpriority')).toBe('high');
  });
});
