import { remoteForPath, type Registry, type RemoteKey } from '@tjb/mf-config';

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `<link rel="preload" as="script">` for the remote entry a page needs first: the remote that renders
 * the route (the side cart's remote is mounted on demand, so it is not preloaded). Without them the browser finds a remote entry
 * only after main.js, the shell's bootstrap chunks and the registry fetch have run, one round trip
 * after another; with them it fetches the entries while it parses the HTML. The federation runtime
 * adds a plain `<script src>` for the same URL later (no crossorigin attribute, as here), which the
 * preloaded response serves. Entries come from the registry as it stands now, so a remote moved to
 * another origin is preloaded from there.
 */
export function preloadHints(pathname: string, registry: Registry): string {
  const route: RemoteKey | null = remoteForPath(pathname);
  return (route ? [route] : [])
    .map((key) => registry.remotes.find((r) => r.key === key))
    .filter((r): r is Registry['remotes'][number] => r !== undefined)
    .map((r) => `<link rel="preload" as="script" href="${escapeAttr(r.entry)}">`)
    .join('');
}

/** Puts the hints at the end of <head> (before the first <script>, when the head has none). */
export function injectIntoHead(html: string, hints: string): string {
  if (!hints) return html;
  const end = html.search(/<\/head>/i);
  if (end >= 0) return html.slice(0, end) + hints + html.slice(end);
  const body = html.search(/<body[\s>]/i);
  return body >= 0 ? html.slice(0, body) + hints + html.slice(body) : hints + html;
}

/**
 * The registry itself, as inert JSON in the page (`type="application/json"` is never executed, so the
 * CSP needs no exception): the shell reads it instead of fetching /mf/registry.json, one round trip less
 * before the first remote loads. `<` is escaped so no value can close the script element.
 */
export function inlineRegistry(registry: Registry): string {
  const json = JSON.stringify(registry).replace(/</g, '\\u003c');
  return `<script type="application/json" id="tjb-registry">${json}</script>`;
}
