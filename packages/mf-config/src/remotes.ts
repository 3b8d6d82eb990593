/**
 * The remotes of the storefront and what each exposes. The shell and the gateway both read this:
 * it is the one contract between host and remotes (the URLs are not here; they come from the registry).
 */
export const REMOTES = {
  catalog: { scope: 'mfe_catalog', dir: 'mfe-catalog', devPort: 3001, exposes: ['./App', './SearchSuggestions', './ChatAssistant'] },
  cartCheckout: { scope: 'mfe_cart_checkout', dir: 'mfe-cart-checkout', devPort: 3002, exposes: ['./App', './CartPanel', './WishlistHeart'] },
  bundleStudio: { scope: 'mfe_bundle_studio', dir: 'mfe-bundle-studio', devPort: 3003, exposes: ['./App'] },
  designer: { scope: 'mfe_designer', dir: 'mfe-designer', devPort: 3004, exposes: ['./App'] },
  support: { scope: 'mfe_support', dir: 'mfe-support', devPort: 3005, exposes: ['./App'] },
} as const;

export type RemoteKey = keyof typeof REMOTES;
export type RemoteScope = (typeof REMOTES)[RemoteKey]['scope'];
export type ExposedModule<K extends RemoteKey = RemoteKey> = (typeof REMOTES)[K]['exposes'][number];

export const REMOTE_KEYS = Object.keys(REMOTES) as RemoteKey[];

/** The side cart: mounted by the shell on every page, from the cart remote, when the cart is first touched. */
export const SIDE_CART = { remote: 'cartCheckout', module: './CartPanel' } as const satisfies { remote: RemoteKey; module: ExposedModule<'cartCheckout'> };

/** `mfe_catalog/App` style id the federation runtime loads. */
export function remoteModuleId<K extends RemoteKey>(key: K, module: ExposedModule<K>): string {
  return `${REMOTES[key].scope}/${module.replace(/^\.\//, '')}`;
}
