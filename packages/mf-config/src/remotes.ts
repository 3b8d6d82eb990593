/**
 * The remotes of the storefront, what each exposes and which routes it renders. remotes.json is the
 * one list: this module (for the shell, the gateway, bench and e2e) and remote-list.cjs (for the
 * webpack, eslint and jest configs and the scripts) both read it, so adding a remote is one entry
 * there and a folder beside the others. The URLs are not here; they come from the registry.
 */
import list from './remotes.json';

type List = typeof list;
export type RemoteKey = keyof List;
export type ExposedModule<K extends RemoteKey = RemoteKey> = K extends RemoteKey ? Extract<keyof List[K]['exposes'], string> : never;

export interface Remote<K extends RemoteKey = RemoteKey> {
  /** The remote's folder in the workspace, its package name and its folder under /remotes/. */
  dir: string;
  /** Its federation name (the `mfe_cart_checkout` of `mfe_cart_checkout/CartPanel`). */
  scope: string;
  /** Port of `pnpm --filter <dir> dev` when it runs alone. */
  devPort: number;
  exposes: ReadonlyArray<ExposedModule<K>>;
  /** The page routes it renders (React Router patterns). */
  routes: readonly string[];
}

export const REMOTE_KEYS = Object.keys(list) as RemoteKey[];

export const REMOTES = Object.fromEntries(
  REMOTE_KEYS.map((key) => {
    const { dir, scope, devPort, exposes, routes } = list[key];
    const remote: Remote = { dir, scope, devPort, exposes: Object.keys(exposes) as ExposedModule[], routes };
    return [key, remote];
  }),
) as unknown as { readonly [K in RemoteKey]: Remote<K> };

/** The side cart: mounted by the shell on every page, from the cart remote, when the cart is first touched. */
export const SIDE_CART = { remote: 'cartCheckout', module: './CartPanel' } as const satisfies { remote: RemoteKey; module: ExposedModule<'cartCheckout'> };

/** The `<scope>/<module>` id the federation runtime loads (`mfe_cart_checkout/CartPanel`). */
export function remoteModuleId<K extends RemoteKey>(key: K, module: ExposedModule<K>): string {
  return `${REMOTES[key].scope}/${module.replace(/^\.\//, '')}`;
}

/** Where the gateway serves a remote's own build: its registry entry unless a release or an override says otherwise. */
export function defaultRemoteEntry(key: RemoteKey): string {
  return `/remotes/${REMOTES[key].dir}/remoteEntry.js`;
}

/** The registry file the gateway starts from when none is given: every remote at its own build. */
export function defaultRegistryConfig(): { remotes: Record<RemoteKey, string> } {
  return { remotes: Object.fromEntries(REMOTE_KEYS.map((key) => [key, defaultRemoteEntry(key)])) as Record<RemoteKey, string> };
}

/** The gateway's environment variable that points a remote elsewhere: cartCheckout → REMOTE_CART_CHECKOUT_URL. */
export function remoteEnvVar(key: RemoteKey): string {
  return `REMOTE_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_URL`;
}

/** The Playwright tag of a remote's journeys (`@cart-checkout` for mfe-cart-checkout), as a team greps its own. */
export function remoteTag(key: RemoteKey): string {
  return `@${REMOTES[key].dir.replace(/^mfe-/, '')}`;
}
