/** Spec 001 §9: category grid 9 per page, up to 5 page buttons; catalog 24 per page, up to 10 buttons. */
export const CATEGORY_PAGE_SIZE = 9;
export const CATEGORY_PAGE_BUTTONS = 5;
export const CATALOG_PAGE_SIZE = 24;
export const CATALOG_PAGE_BUTTONS = 10;

export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(Math.max(0, total) / size));

/** Up to `max` consecutive page numbers around the current one. */
export function pageWindow(current: number, count: number, max = CATEGORY_PAGE_BUTTONS): number[] {
  const size = Math.min(max, count);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, count - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * Up to `max` buttons with ellipses: always the first and last page, a run around the current one, and a
 * gap marker where pages are skipped.
 */
export function pageItemsWithGaps(current: number, count: number, max = CATALOG_PAGE_BUTTONS): PageItem[] {
  if (count <= max) return Array.from({ length: count }, (_, i) => i + 1);
  const inner = max - 2;
  let start = Math.max(2, current - Math.floor((inner - 1) / 2));
  let end = start + inner - 1;
  if (end > count - 1) {
    end = count - 1;
    start = end - inner + 1;
  }
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < count - 1) items.push('gap-end');
  items.push(count);
  return items;
}
