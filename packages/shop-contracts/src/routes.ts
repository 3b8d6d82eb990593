import { REMOTES, REMOTE_KEYS, type RemoteKey } from '@tjb/mf-config/remotes';

/**
 * Every page route of the shop and the remote that renders it (each remote's `routes` in remotes.json).
 * The shell builds its router from this table, the gateway answers 404 for paths outside it, and each
 * remote's `App` declares the same patterns. Order matters only for readability: matching is by React Router's ranking.
 */
export const ROUTES: ReadonlyArray<{ path: string; remote: RemoteKey }> = REMOTE_KEYS.flatMap((remote) =>
  REMOTES[remote].routes.map((path) => ({ path, remote })),
);

/** Route paths with their parameters, so links are built in one way everywhere. */
export const paths = {
  home: () => '/',
  shop: (query?: { search?: string; sale?: boolean }) => {
    const params = new URLSearchParams();
    if (query?.search) params.set('search', query.search);
    if (query?.sale) params.set('sale', 'true');
    const qs = params.toString();
    return qs ? `/shop?${qs}` : '/shop';
  },
  shopCategory: (category: string) => `/shop/${encodeURIComponent(category)}`,
  product: (handle: string) => `/product/${encodeURIComponent(handle)}`,
  products: () => '/products',
  allProducts: () => '/all-products',
  catalog: () => '/catalog',
  /** A category's one page, `/shop/<slug>`, with its product type picked (the header menus' `type=`). */
  category: (slug: string, type?: string) =>
    type ? `/shop/${encodeURIComponent(slug)}?type=${encodeURIComponent(type)}` : `/shop/${encodeURIComponent(slug)}`,
  cart: () => '/cart',
  checkout: () => '/checkout',
  orderConfirmation: (order: string) => `/order-confirmation?order=${encodeURIComponent(order)}`,
  wishlist: () => '/wishlist',
  bundleStudio: () => '/bundle-studio',
  styleWithTj: () => '/style-with-tj',
  designApparel: () => '/design-apparel',
  gallery: () => '/gallery',
  contactUs: () => '/contact-us',
  faqs: () => '/faqs',
  returnPolicy: () => '/return-policy',
  termsOfService: () => '/terms-of-service',
  privacyPolicy: () => '/privacy-policy',
  productAnalysis: () => '/product-analysis',
  inventoryAnalysis: () => '/inventory-analysis',
  testShopify: () => '/test-shopify',
} as const;

/**
 * Where an old address moved: `/category/<slug>` was a second page for the category `/shop/<slug>`
 * shows, with the same products and fewer tools, so it now answers with a permanent redirect there
 * (query string kept) at the gateway and in the shell's router alike. Null for any other path.
 */
export function movedPath(pathname: string, search = ''): string | null {
  const moved = /^\/category\/([^/]+)\/?$/.exec(pathname);
  return moved ? `/shop/${moved[1]}${search}` : null;
}

/** Which remote owns a pathname, or null for a path the shop does not have (the 404 page). */
export function remoteForPath(pathname: string): RemoteKey | null {
  const segments = splitPath(pathname);
  for (const route of ROUTES) {
    if (matches(splitPath(route.path), segments)) return route.remote;
  }
  return null;
}

function splitPath(p: string): string[] {
  return p.split('?')[0]!.split('/').filter(Boolean);
}

function matches(pattern: string[], segments: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i]!;
    if (part === '*') return segments.length > i;
    const seg = segments[i];
    if (seg === undefined) return false;
    if (!part.startsWith(':') && part !== seg) return false;
  }
  return pattern.length === segments.length;
}
