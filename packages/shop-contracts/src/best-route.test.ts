import { bestRouteFor } from './best-route';

describe('bestRouteFor', () => {
  const patterns = ['/', '/shop', '/shop/:category', '/shop/:category/*', '/shop/sale', '/product/:handle'];

  it.each([
    ['/', '/'],
    ['/shop', '/shop'],
    ['/shop/helmets', '/shop/:category'],
    ['/shop/sale', '/shop/sale'],
    ['/shop/helmets/full-face', '/shop/:category/*'],
    ['/product/road-king?variant=2', '/product/:handle'],
  ])('when the path is %s, then the pattern React Router would render is %s', (path, pattern) => {
    expect(bestRouteFor(patterns, path)).toBe(pattern);
  });

  it('when a splat after static segments competes with parameters, then the static segments win as in React Router', () => {
    expect(bestRouteFor(['/a/:b/:c', '/a/b/*'], '/a/b/c')).toBe('/a/b/*');
    expect(bestRouteFor(['/a/b/*', '/a/:b/:c'], '/a/b/c')).toBe('/a/b/*');
    expect(bestRouteFor(['/a/:b/:c', '/a/b/*'], '/a/x/c')).toBe('/a/:b/:c');
  });

  it('when no pattern matches, then there is none', () => {
    expect(bestRouteFor(patterns, '/cart')).toBeNull();
    expect(bestRouteFor([], '/')).toBeNull();
  });
});
