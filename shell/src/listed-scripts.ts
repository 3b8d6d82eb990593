/**
 * Turns a list of script URLs the gateway wrote into the page as JSON (a `<script type=
 * "application/json">` under `id`) into `<link rel="preload|prefetch" as="script">` elements, with one
 * insertion into the head for all of them, and without the scripts the page has already loaded.
 * Returns false when the page has no usable list (the shell served without the gateway, or a damaged
 * one): the scripts then still load the usual way, when they are needed.
 */
export function linkListedScripts(doc: Document, id: string, rel: 'preload' | 'prefetch'): boolean {
  let urls: unknown;
  try {
    urls = JSON.parse(doc.getElementById(id)?.textContent ?? 'null');
  } catch {
    return false;
  }
  if (!Array.isArray(urls)) return false;
  const loaded = new Set([...doc.scripts].map((s) => s.src).filter(Boolean));
  const links = doc.createDocumentFragment();
  for (const url of urls) {
    if (typeof url !== 'string' || loaded.has(new URL(url, doc.baseURI).href)) continue;
    const link = doc.createElement('link');
    link.rel = rel;
    link.as = 'script';
    link.href = url;
    links.appendChild(link);
  }
  doc.head.appendChild(links);
  return true;
}
