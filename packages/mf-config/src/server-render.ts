/**
 * The server-rendering contract between the gateway, the shell's server bundle and each remote's.
 * A page is rendered on the server from the same components the browser hydrates: the shell's layout
 * with the page's remote in its slot. Each app's server bundle (dist-server/server.js, built by
 * @tjb/mf-config's webpack config from the app's src/server.tsx) exports `createServerSession`.
 */

/** What a render of one request knows about it. */
export interface ServerRenderContext {
  /** Path and query of the page. */
  url: string;
  /** The browser's origin (scheme and host it asked), so absolute URLs match what the page would get. */
  origin: string;
  /** This gateway's own Storefront endpoint over loopback. */
  storefrontEndpoint: string;
  /** Headers to send with Storefront requests (the forwarded host and scheme). */
  storefrontHeaders: Record<string, string>;
}

/** One request's render of one app. Not shared between requests. */
export interface ServerSession {
  /** The app's exposed page (a remote's ./App) or the shop (the shell), inside the session's providers. */
  App: unknown;
  /**
   * Loads what the page at the context's URL needs before its one render: the session matches the URL to
   * the remote's route, loads the route's page module and prefetches the queries the module declares
   * (its `pageQueries`). Resolves when the render can be complete; a failed query is left to the browser.
   */
  prepare(): Promise<void>;
  /**
   * The `<style>` elements for the page's head: the rules the render needs (@tjb/ui's createServerStyles
   * writes every rule the render inserted). `html` is the rendered markup, for a session that trims by it.
   */
  styles(html: string): string;
  /** The session's data for the browser (JSON-serialisable), or undefined when it has none. */
  state(): unknown;
  /**
   * The queries the render asked for that the page's route did not declare (their hashed keys): each
   * rendered its pending state and is fetched by the browser. Always empty for a correct route.
   */
  undeclared?(): string[];
  /** The HTTP status the render asked for (404: the product or category does not exist); undefined: 200. */
  status?(): number | undefined;
  /** Frees what the session holds past the render (a query cache keeps its answers, and a timer each, for minutes). */
  dispose(): void;
}

export interface ServerBundle {
  createServerSession(ctx: ServerRenderContext): ServerSession;
}

/** The page's remote as the shell's render gets it: the slot `remote`/./App is filled by the session's App. */
export interface ServerPage {
  /** The remote's key (RemoteKey). */
  remote: string;
  /** The remote's app name (its folder), which names its state in the page (serverStateId). */
  app: string;
  session: ServerSession;
}

export interface RenderedShop {
  /** What goes inside #root. */
  html: string;
  /** Style elements for the page's head. */
  head: string;
  /** Script elements with the sessions' state, for the end of the body. */
  body: string;
  /** The status the page's remote asked for (set by the gateway from its session); absent: the route's own. */
  status?: number;
}

/** The shell's server bundle renders the page: its layout around the page's remote. */
export interface ShellServerBundle {
  /** The shop at the context's URL; without `page`, the page slot is left to the browser. Rejects when the render fails. */
  renderShop(ctx: ServerRenderContext, page: ServerPage | null): Promise<RenderedShop>;
}

/** Set on #root when the gateway rendered the page into it: the shell hydrates instead of rendering. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-ssr';

/**
 * A server-rendered page lists the scripts its hydration needs as JSON under this id instead of
 * preloading them from the HTML: the shell preloads them once the page has painted and loaded.
 */
export const DEFERRED_PRELOADS_ID = 'tjb-deferred-preloads';

/**
 * The side cart's scripts (SIDE_CART: its remote's entry and exposed module's chunks) as JSON under this
 * id: the shell prefetches them once the page has settled, so the first add to cart finds them in the
 * cache, without running them (running them then was one long task on a slow phone).
 */
export const PREFETCH_ID = 'tjb-prefetch';

/** The id of the script element holding an app's session state in the page. */
export function serverStateId(app: string): string {
  return `tjb-ssr-state-${app.replace(/[^a-z0-9-]/gi, '')}`;
}

/** An app's session state, read once from the page (the element is removed, so a later mount starts fresh). */
export function takeServerState(app: string): unknown {
  const doc = (globalThis as { document?: { getElementById(id: string): { textContent: string | null; remove(): void } | null } }).document;
  const el = doc?.getElementById(serverStateId(app));
  if (!el) return undefined;
  el.remove();
  try {
    return JSON.parse(el.textContent ?? '');
  } catch {
    return undefined; // a damaged state costs the page its head start, nothing else
  }
}

/**
 * Data as inert JSON in the page (`type="application/json"` never runs, so the CSP needs no exception);
 * `<` is escaped so no value can close the element.
 */
export function jsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/** The script element carrying an app's state. */
export function serverStateScript(app: string, state: unknown): string {
  return state === undefined ? '' : jsonScript(serverStateId(app), state);
}
