import { isBundleCategoryId, type BundleCategoryId } from '../../../shared/bundle-categories';
import { MAX_ENTRIES, MAX_QUANTITY, type BundleEntry } from './bundle-reducer';

/** The query parameter of a shared bundle: `/bundle-studio?bundle=…`. */
export const SHARE_PARAM = 'bundle';

/** What a link says: which product (by handle, stable across catalogue syncs) in which category, how many. */
export interface SharedItem {
  categoryId: BundleCategoryId;
  handle: string;
  quantity: number;
}

export type DecodedLink = { ok: true; items: SharedItem[] } | { ok: false; message: string };

export const SHARE_LINK_MESSAGES = {
  empty: 'This bundle link is empty: ask for a new link.',
  tooLong: `This bundle link holds more than ${MAX_ENTRIES} products, more than a bundle can.`,
  damaged: (part: string) => `This bundle link is damaged ("${part}" is not a product of the bundle): ask for a new link.`,
  category: (id: string) => `This bundle link names a category the studio does not have ("${id}"): ask for a new link.`,
  quantity: (part: string) => `This bundle link asks for an impossible quantity ("${part}"): quantities go from 1 to ${MAX_QUANTITY}.`,
} as const;

const HANDLE = /^[a-z0-9][a-z0-9-]{0,199}$/;
const SEPARATOR = '.';

/**
 * `jackets.road-warrior-jacket.2~helmets.eagle-lid.1`: readable, URL-safe without escaping (handles are
 * lower-case words and dashes), and short enough for a message or a QR code.
 */
export function encodeShareLink(entries: ReadonlyArray<Pick<BundleEntry, 'categoryId' | 'quantity'> & { product: { handle: string } }>): string {
  return entries.map((e) => [e.categoryId, e.product.handle, e.quantity].join(SEPARATOR)).join('~');
}

export function decodeShareLink(value: string | null | undefined): DecodedLink {
  const text = (value ?? '').trim();
  if (!text) return { ok: false, message: SHARE_LINK_MESSAGES.empty };
  const parts = text.split('~');
  if (parts.length > MAX_ENTRIES) return { ok: false, message: SHARE_LINK_MESSAGES.tooLong };
  const items: SharedItem[] = [];
  for (const part of parts) {
    const [categoryId, handle, quantityText, ...rest] = part.split(SEPARATOR);
    if (rest.length > 0 || !categoryId || !handle || !quantityText || !HANDLE.test(handle)) return { ok: false, message: SHARE_LINK_MESSAGES.damaged(part.slice(0, 60)) };
    if (!isBundleCategoryId(categoryId)) return { ok: false, message: SHARE_LINK_MESSAGES.category(categoryId.slice(0, 30)) };
    const quantity = /^\d{1,2}$/.test(quantityText) ? Number(quantityText) : 0;
    if (quantity < 1 || quantity > MAX_QUANTITY) return { ok: false, message: SHARE_LINK_MESSAGES.quantity(part.slice(0, 60)) };
    const same = items.find((i) => i.categoryId === categoryId && i.handle === handle);
    if (same) same.quantity = Math.min(MAX_QUANTITY, same.quantity + quantity);
    else items.push({ categoryId, handle, quantity });
  }
  return { ok: true, items };
}

/** The whole link for the address bar or the clipboard. */
export function shareUrl(origin: string, encoded: string): string {
  return `${origin}/bundle-studio?${SHARE_PARAM}=${encoded}`;
}
