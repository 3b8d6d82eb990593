import { REMOTES } from '@tjb/mf-config';
import { remoteForPath } from '@tjb/shop-contracts';
import { cartItemsFor, cartStorageEntry, discoverProductHandle, discoverProducts, type ProductNode } from './lib/storefront';

export type RouteKey = 'home' | 'category' | 'product' | 'cart' | 'checkout' | 'bundle-studio' | 'style-with-tj' | 'design-apparel' | 'gallery'
  | 'faqs' | 'contact-us' | 'return-policy' | 'terms-of-service' | 'privacy-policy';

export interface BenchRoute {
  key: RouteKey;
  label: string;
  path: string;
  /** The remote folder whose root (`data-mfe`) shows the page has rendered. */
  remoteDir: string;
  /** localStorage to write before the first visit (the cart for /cart and /checkout). */
  storage?: { key: string; value: string };
}

export interface RoutePlan {
  routes: BenchRoute[];
  product: ProductNode;
}

const route = (key: RouteKey, label: string, path: string, storage?: BenchRoute['storage']): BenchRoute => {
  const remote = remoteForPath(path);
  if (!remote) throw new Error(`${path} is not in the shop's route table`);
  return { key, label, path, remoteDir: REMOTES[remote].dir, ...(storage ? { storage } : {}) };
};

/**
 * The pages measured: the buy path's five, Bundle Studio and Style with TJ, the designer and the gallery, and the
 * support pages. The product is found through the Storefront API, and /cart and
 * /checkout get two lines in `tjb.cart.v1`, written the way the cart bus writes them.
 */
export async function planRoutes(origin: string): Promise<RoutePlan> {
  const product = await discoverProductHandle(origin);
  const cart = cartStorageEntry(cartItemsFor(await discoverProducts(origin), 2));
  return {
    product,
    routes: [
      route('home', 'home `/`', '/'),
      route('category', '`/shop/helmets`', '/shop/helmets'),
      route('product', 'product page', `/product/${product.handle}`),
      route('cart', '`/cart` (2 items)', '/cart', cart),
      route('checkout', '`/checkout` (2 items)', '/checkout', cart),
      route('bundle-studio', '`/bundle-studio`', '/bundle-studio'),
      route('style-with-tj', '`/style-with-tj`', '/style-with-tj'),
      route('design-apparel', '`/design-apparel`', '/design-apparel'),
      route('gallery', '`/gallery`', '/gallery'),
      route('faqs', '`/faqs`', '/faqs'),
      route('contact-us', '`/contact-us`', '/contact-us'),
      route('return-policy', '`/return-policy`', '/return-policy'),
      route('terms-of-service', '`/terms-of-service`', '/terms-of-service'),
      route('privacy-policy', '`/privacy-policy`', '/privacy-policy'),
    ],
  };
}
