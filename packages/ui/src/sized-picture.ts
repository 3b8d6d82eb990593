/**
 * Hosts of Shopify's image CDN, which sends a picture at the width its address asks for (`width` in the
 * query, the convention Hydrogen's Image follows) and in the format the browser accepts. A connected
 * store's pictures come from there at their uploaded size, often 2,000 px and more across.
 */
const RESIZING_HOSTS = ['cdn.shopify.com', 'cdn.shopifycdn.net', 'shopify-assets.shopifycdn.com', 'shopify-assets.shopifycdn.net'];

/** The widths a picture is offered in: a phone's thumbnail at 1× up to a desktop gallery at 2×. */
export const PICTURE_WIDTHS = [120, 180, 240, 360, 480, 640, 800, 1080, 1440, 2048] as const;

/** The `<img>` attributes that say which file to fetch for the room the picture has. */
export interface SizedPicture {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** Whether the address is one the CDN resizes: its hosts, or a shop's own domain serving it under `/cdn/shop/`. */
export function isResizable(src: string): boolean {
  try {
    const url = new URL(src);
    if (url.protocol !== 'https:') return false;
    return RESIZING_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`)) || url.pathname.startsWith('/cdn/shop/');
  } catch {
    return false;
  }
}

function atWidth(src: string, width: number): string {
  const url = new URL(src);
  url.searchParams.set('width', String(width));
  return url.toString();
}

/**
 * The files to offer for a picture shown at most `widest` CSS pixels wide, `sizes` saying how wide at
 * each viewport (a `sizes` attribute; the fixed width when left out). A picture the CDN resizes comes in
 * the widths from a third of that up to three times it (a phone's screen has up to three device pixels a
 * CSS pixel), never wider than the file itself (`intrinsic`, when the Storefront gave it), so a phone
 * fetches a card's 360 px instead of the uploaded original; `src` is the 2× file, for a browser that
 * reads no `srcset`. Any other address (the embedded Storefront's drawings, which are vectors, the
 * shop's own files) is offered as it is.
 */
export function sizedPicture(src: string, widest: number, sizes = `${widest}px`, intrinsic?: number | null): SizedPicture {
  if (!isResizable(src)) return { src };
  const cap = Math.min(widest * 3, intrinsic && intrinsic > 0 ? intrinsic : Number.POSITIVE_INFINITY);
  const widths: number[] = PICTURE_WIDTHS.filter((w) => w >= widest / 3 && w <= cap);
  // A file narrower than the smallest step still gets one entry: the file at its own width.
  if (!widths.length) widths.push(Math.max(1, Math.round(Math.min(cap, widest))));
  const fallback = widths.find((w) => w >= widest * 2) ?? widths[widths.length - 1]!;
  return { src: atWidth(src, fallback), srcSet: widths.map((w) => `${atWidth(src, w)} ${w}w`).join(', '), sizes };
}
