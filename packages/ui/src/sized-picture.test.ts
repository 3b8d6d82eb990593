import { isResizable, sizedPicture } from './sized-picture';

const CDN = 'https://cdn.shopify.com/s/files/1/0555/products/jacket.jpg?v=1700000000';

const widthsOf = (srcSet = '') => srcSet.split(', ').map((entry) => {
  const [url, descriptor] = entry.split(' ');
  return { width: new URL(url!).searchParams.get('width'), descriptor };
});

describe('sizedPicture', () => {
  it("offers a CDN picture in the widths a phone and a desktop need, each file asked for at the width it is listed at", () => {
    const picture = sizedPicture(CDN, 300, '(min-width: 768px) 300px, 50vw');
    expect(widthsOf(picture.srcSet)).toEqual(['120', '180', '240', '360', '480', '640', '800'].map((w) => ({ width: w, descriptor: `${w}w` })));
    expect(picture.sizes).toBe('(min-width: 768px) 300px, 50vw');
    // The file for a browser without srcset: twice the width shown, the store's own query kept.
    const src = new URL(picture.src);
    expect(src.searchParams.get('width')).toBe('640');
    expect(src.searchParams.get('v')).toBe('1700000000');
    expect(src.pathname).toBe('/s/files/1/0555/products/jacket.jpg');
  });

  it('never asks for a picture wider than its file', () => {
    const picture = sizedPicture(CDN, 600, '100vw', 700);
    expect(widthsOf(picture.srcSet).map((e) => e.width)).toEqual(['240', '360', '480', '640']);
    expect(new URL(picture.src).searchParams.get('width')).toBe('640');
  });

  it('gives a fixed-size thumbnail its width as sizes, and a file smaller than every step as it is', () => {
    expect(sizedPicture(CDN, 64).sizes).toBe('64px');
    expect(widthsOf(sizedPicture(CDN, 64).srcSet).map((e) => e.width)).toEqual(['120', '180']);
    expect(widthsOf(sizedPicture(CDN, 64, '64px', 50).srcSet)).toEqual([{ width: '50', descriptor: '50w' }]);
  });

  it("leaves any other address as it is: the embedded Storefront's drawings, the shop's own files, a broken one", () => {
    for (const src of ['http://127.0.0.1:8080/media/products/jacket/1.svg', '/static/visa.svg', 'not a url', 'http://cdn.shopify.com/x.jpg']) {
      expect(sizedPicture(src, 300)).toEqual({ src });
    }
  });
});

describe('isResizable', () => {
  it("knows Shopify's CDN hosts and a shop domain's /cdn/shop/ path", () => {
    expect(isResizable(CDN)).toBe(true);
    expect(isResizable('https://shop.example.com/cdn/shop/files/boot.jpg?v=1')).toBe(true);
    expect(isResizable('https://evilcdn.shopify.com.example.net/x.jpg')).toBe(false);
    expect(isResizable('https://example.com/files/boot.jpg')).toBe(false);
  });
});
