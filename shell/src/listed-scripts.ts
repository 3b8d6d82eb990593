import { nextTask } from './next-task';

/**
 * The `<link rel="preload|prefetch" as="script">` elements for a list of script URLs the gateway wrote
 * into the page as JSON (a `<script type="application/json">` under `id`), without the scripts the page
 * has already loaded; null when the page has no usable list (the shell served without the gateway, or a
 * damaged one): the scripts then still load the usual way, when they are needed.
 */
function listedScriptLinks(doc: Document, id: string, rel: 'preload' | 'prefetch'): HTMLLinkElement[] | null {
  let urls: unknown;
  try {
    urls = JSON.parse(doc.getElementById(id)?.textContent ?? 'null');
  } catch {
    return null;
  }
  if (!Array.isArray(urls)) return null;
  const loaded = new Set([...doc.scripts].map((s) => s.src).filter(Boolean));
  const links: HTMLLinkElement[] = [];
  for (const url of urls) {
    if (typeof url !== 'string' || loaded.has(new URL(url, doc.baseURI).href)) continue;
    const link = doc.createElement('link');
    link.rel = rel;
    link.as = 'script';
    link.href = url;
    links.push(link);
  }
  return links;
}

/** Links the listed scripts with one insertion into the head for all of them; false when there is no list. */
export function linkListedScripts(doc: Document, id: string, rel: 'preload' | 'prefetch'): boolean {
  const links = listedScriptLinks(doc, id, rel);
  if (!links) return false;
  const fragment = doc.createDocumentFragment();
  fragment.append(...links);
  doc.head.appendChild(fragment);
  return true;
}

/**
 * Links the listed scripts one per task. Inserted at once, the fourteen preloads of a checkout made one
 * task of ~8 ms on this host's CPU (the browser starting each fetch, little of it JavaScript), a long
 * task on a slower phone; one at a time, each task is short. Resolves once all are in the head, so the
 * scripts that follow find their preloads.
 */
export async function linkListedScriptsInSteps(doc: Document, id: string, rel: 'preload' | 'prefetch'): Promise<boolean> {
  const links = listedScriptLinks(doc, id, rel);
  if (!links) return false;
  for (const [i, link] of links.entries()) {
    if (i > 0) await nextTask();
    doc.head.appendChild(link);
  }
  return true;
}
