import type { Registry } from './registry';

/**
 * The server-rendering contract between the gateway, the shell's server bundle and each remote's.
 * A page is rendered on the server from the same components the browser hydrates: the shell's layout
 * with the page's remote in its slot. Each app's server bundle (dist-server/server.js, built by
 * @tjb/mf-config's webpack config from the app's src/server.tsx) exports `createServerSession`; the
 * shell's exports `renderShop` (the app in #root) and `renderDocument` (the whole HTML document).
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
   * The page's HTTP status as soon as the session knows it (undefined: 200), before the page's data is
   * complete: from the route alone (an unknown category is a 404 by its name), or once the one query that
   * decides whether the page exists has answered (a product by its handle); the page's other queries are
   * still on their way. It begins the preparation (prepare() then waits for the same run). The gateway
   * writes the page's status line and the start of its document then. Absent (a remote released before
   * it): the status is known after the render only (status()), and nothing of the page goes out before.
   */
  prepareStatus?(): Promise<number | undefined>;
  /**
   * The `<style>` elements for the page's head: the rules the render needs (@tjb/ui's createServerStyles
   * gives every rule the render inserted). `html` is the rendered markup, for a session that trims by it.
   */
  styles(html: string): StyleElement[];
  /** The session's data for the browser (JSON-serialisable), or undefined when it has none. */
  state(): unknown;
  /**
   * The queries the render asked for that the page's route did not declare (their hashed keys): each
   * rendered its pending state and is fetched by the browser. Always empty for a correct route.
   */
  undeclared?(): string[];
  /**
   * The HTTP status the render asked for (404: the product or category does not exist); undefined: 200.
   * It agrees with prepareStatus() for a correct page; the gateway warns when it does not (the status
   * went out before the render).
   */
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

/** A `<style>` element for the page's head: its attributes (HTML names) and its rules. */
export interface StyleElement {
  tag: 'style';
  attributes: Record<string, string>;
  css: string;
}

/**
 * An element of the page's head that the render asked for (React writes `<title>`, `<meta>` and `<link>`
 * elements, the font preloads among them, ahead of the markup), or one of its style elements. Attribute
 * names are HTML's (`crossorigin`, `http-equiv`), values unescaped.
 */
export type HeadElement = { tag: 'title'; text: string } | { tag: 'meta' | 'link' | 'base'; attributes: Record<string, string> } | StyleElement;

/** An app's session state for the browser, written as JSON under serverStateId(app). */
export interface ServerState {
  app: string;
  value: unknown;
}

export interface RenderedShop {
  /** What goes inside #root. */
  html: string;
  /** The page's own head elements (title, meta, font preloads) and styles, in that order. */
  head: HeadElement[];
  /** The sessions' state, written at the end of the body. */
  state: ServerState[];
  /** The status the page's remote asked for (set by the gateway from its session); absent: the route's own. */
  status?: number;
}

/** A `<link>` the browser acts on while it parses the page: the scripts a page it renders needs first. */
export interface PreloadHint {
  rel: 'preload';
  as: 'script';
  href: string;
  /** Absent: no crossorigin attribute, as webpack's and the federation runtime's own script tags have none. */
  crossOrigin?: 'anonymous' | 'use-credentials';
}

/**
 * What the start of the Document is written from (renderDocumentStart): what the gateway knows of every
 * page before the page is rendered, so the start goes out as soon as the page's status is known.
 */
export interface DocumentStartProps {
  /** The shell's entry scripts (paths on the shop's origin, from the build's preload manifest), deferred. */
  scripts: string[];
}

/**
 * Everything the shell's Document writes into the page besides its own markup: the gateway gathers it for
 * each page (its registry, hints and splash state) and the shell's renderShop gives the rendered part.
 */
export interface DocumentProps extends DocumentStartProps {
  /** `<link rel="preload">` hints: for a page the browser renders (none for a server-rendered one). */
  preloads: PreloadHint[];
  /** The same scripts for a server-rendered page, as JSON the shell preloads after the first paint (DEFERRED_PRELOADS_ID). */
  deferredPreloads: string[];
  /** The side cart's scripts, as JSON the shell prefetches once the page has settled (PREFETCH_ID); empty: none. */
  prefetch: string[];
  /** The session's registry, as JSON the shell reads instead of fetching it (INLINE_REGISTRY_ID); null: the shell fetches it. */
  registry: Registry | null;
  /** Whether the intro splash plays (once per browser session). */
  splash: boolean;
  /** The server's render of the page, in #root (marked SERVER_RENDERED_ATTRIBUTE); null: the browser renders it into an empty root. */
  rendered: RenderedShop | null;
}

/** The shell's server bundle renders the page: its layout around the page's remote. */
export interface ShellServerBundle {
  /** The shop at the context's URL; without `page`, the page slot is left to the browser. Rejects when the render fails. */
  renderShop(ctx: ServerRenderContext, page: ServerPage | null): Promise<RenderedShop>;
  /** The page's whole HTML document, doctype included: renderDocumentStart's then renderDocumentRest's. */
  renderDocument(props: DocumentProps): string;
  /**
   * The start of every page's document (doctype, `<html>`, the head's charset, viewport, font preloads,
   * the shell's entry scripts): written before the page is rendered, it is exactly the start of
   * renderDocument's answer for any props with these.
   */
  renderDocumentStart(props: DocumentStartProps): string;
  /** The rest of the page's document after renderDocumentStart's part: the page's own head, its body. */
  renderDocumentRest(props: DocumentProps): string;
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

/** The id of the script element holding the session's registry (DocumentProps.registry). */
export const INLINE_REGISTRY_ID = 'tjb-registry';

/**
 * A value as the text of an inert JSON script element (`type="application/json"` never runs, so the CSP
 * needs no exception): `<` is escaped so no value can close the element or open a comment in it.
 */
export function jsonScriptText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/</g, '\\u003c');
}
