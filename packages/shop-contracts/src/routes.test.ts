import { movedPath, paths, remoteForPath } from './routes';

describe('remoteForPath', () => {
  it.each([
    ['/', 'catalog'],
    ['/shop', 'catalog'],
    ['/shop/helmets', 'catalog'],
    ['/shop/bottoms/mens/bootcut-jeans', 'catalog'],
    ['/product/road-king-helmet', 'catalog'],
    ['/category/helmets?type=goggles', 'catalog'],
    ['/cart', 'cartCheckout'],
    ['/order-confirmation', 'cartCheckout'],
    ['/bundle-studio', 'bundleStudio'],
    ['/design-apparel', 'designer'],
    ['/faqs', 'support'],
  ])('when the path is %s, then %s renders it', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/nope', '/product', '/cart/extra', '/category'])('when the path is %s, then no remote owns it', (path) => {
    expect(remoteForPath(path)).toBeNull();
  });
});

describe('paths', () => {
  it('when a search term has spaces, then the shop link encodes it', () => {
    expect(paths.shop({ search: 'leather vest' })).toBe('/shop?search=leather+vest');
  });
  it('when a category link has a type, then it is a query value', () => {
    expect(paths.category('helmets', 'goggles')).toBe('/shop/helmets?type=goggles');
  });
});

describe('movedPath', () => {
  it('when an old category address is asked for, then it moves to the shop page with its query string', () => {
    expect(movedPath('/category/helmets', '?type=goggles&sort=price-low')).toBe('/shop/helmets?type=goggles&sort=price-low');
    expect(movedPath('/category/leather-jackets/')).toBe('/shop/leather-jackets');
  });
  it.each(['/shop/helmets', '/category', '/category/helmets/extra', '/'])('when the path is %s, then nothing moved', (path) => {
    expect(movedPath(path, '?a=1')).toBeNull();
  });
});
