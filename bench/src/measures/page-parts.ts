/**
 * What a server-rendered page's bytes are made of, so a page over its budget shows where to cut: its
 * inline styles (each remote's emotion cache, the global sheet, the unlabelled ones), the inert JSON it
 * carries (each script by id; a dehydrated listing's products and facets apart), inline scripts, the
 * product cards' markup and the rest of the markup. The parts add up to the whole document.
 */
export interface PagePart {
  part: string;
  bytes: number;
}

const bytes = (text: string) => Buffer.byteLength(text);

const STYLE = /<style([^>]*)>[\s\S]*?<\/style>/g;
const SCRIPT = /<script([^>]*)>([\s\S]*?)<\/script>/g;
const CARD = /<article[^>]*data-testid="product-card"[\s\S]*?<\/article>/g;

function styleName(attributes: string): string {
  const labelled = /data-tjb-styles="(\S+)/.exec(attributes);
  if (labelled) return `styles: ${labelled[1]}`;
  if (attributes.includes('data-tjb-global')) return 'styles: global';
  return 'styles: unlabelled';
}

type Query = [queryKey: unknown, data: unknown, ...rest: unknown[]];

/** A dehydrated page state (@tjb/ui's PageState) split into its listings' products, their facets, and the rest. */
function stateParts(id: string, json: string): PagePart[] {
  let state: { queries?: Query[] };
  try {
    state = JSON.parse(json) as { queries?: Query[] };
  } catch {
    return [{ part: `data: #${id}`, bytes: bytes(json) }];
  }
  let products = 0;
  let facets = 0;
  for (const [, data] of state.queries ?? []) {
    if (!data || typeof data !== 'object') continue;
    const page = data as { products?: unknown; facets?: unknown };
    // As written into the page: the state is one JSON text, so each part is its JSON text (key included).
    if (Array.isArray(page.products)) products += bytes(JSON.stringify({ products: page.products })) - 2;
    if (Array.isArray(page.facets)) facets += bytes(JSON.stringify({ facets: page.facets })) - 2;
  }
  const parts: PagePart[] = [];
  if (products) parts.push({ part: `data: #${id} products`, bytes: products });
  if (facets) parts.push({ part: `data: #${id} facets`, bytes: facets });
  parts.push({ part: `data: #${id}${parts.length ? ' rest' : ''}`, bytes: bytes(json) - products - facets });
  return parts;
}

export function pageParts(html: string): PagePart[] {
  const sums = new Map<string, number>();
  const add = (part: string, n: number) => sums.set(part, (sums.get(part) ?? 0) + n);
  let rest = html.replace(STYLE, (whole, attributes: string) => {
    add(styleName(attributes), bytes(whole));
    return '';
  });
  rest = rest.replace(SCRIPT, (whole, attributes: string, body: string) => {
    const id = /id="([^"]+)"/.exec(attributes)?.[1];
    if (attributes.includes('application/json') && id) {
      const parts = stateParts(id, body);
      for (const p of parts) add(p.part, p.bytes);
      // The tags themselves, so that the parts add up to the page.
      add('markup: other', bytes(whole) - bytes(body));
    } else {
      add(body.trim() ? 'inline scripts' : 'markup: other', bytes(whole));
    }
    return '';
  });
  rest = rest.replace(CARD, (whole) => {
    add('markup: product cards', bytes(whole));
    return '';
  });
  add('markup: other', bytes(rest));
  return [...sums].map(([part, n]) => ({ part, bytes: n })).sort((a, b) => b.bytes - a.bytes);
}
