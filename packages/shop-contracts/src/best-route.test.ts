import { bestRouteFor, bestRouteMatch } from './best-route';

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

describe('bestRouteMatch', () => {
  const routes = [{ path: '/shop/:category', page: 'category' }, { path: '/shop/:category/*', page: 'subpage' }, { path: '/shop/sale', page: 'sale' }];

  it("when a URL matches, then it answers the route object React Router would render and the route's params (query string ignored)", () => {
    expect(bestRouteMatch(routes, '/shop/helmets?tab=type')).toEqual({ route: routes[0], params: { category: 'helmets' } });
    expect(bestRouteMatch(routes, '/shop/bottoms/mens/jeans')).toEqual({ route: routes[1], params: { category: 'bottoms', '*': 'mens/jeans' } });
    expect(bestRouteMatch(routes, '/shop/sale')?.route.page).toBe('sale');
  });

  it('when no route matches, then it answers null', () => {
    expect(bestRouteMatch(routes, '/cart')).toBeNull();
  });
});
