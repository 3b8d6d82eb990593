import { EMPTY_FILTERS, type ListingFilters } from './filters';
import type { SortKey } from './sort';

export type ViewMode = 'grid' | 'list';

export interface ListingState extends ListingFilters {
  sort: SortKey;
  /** 1-based page of the page bar. */
  page: number;
  /** Pages appended after `page` by 'Load More Products'. */
  more: number;
  view: ViewMode;
}

/** Query parameter names: a link or a reload restores the same view. */
export const PARAM = {
  search: 'search', types: 'type', styles: 'style', vendors: 'vendor', sizes: 'size', colors: 'color',
  priceMin: 'min', priceMax: 'max', inStock: 'instock', onSale: 'sale', freeShipping: 'freeship',
  sort: 'sort', page: 'page', more: 'more', view: 'view',
} as const;

const MAX_VALUES = 40;
const MAX_TEXT = 200;
const MAX_PAGE = 100_000;
const MAX_PRICE = 1_000_000;

export function defaultListingState(sort: SortKey): ListingState {
  return { ...EMPTY_FILTERS, sort, page: 1, more: 0, view: 'grid' };
}

const text = (value: string | null) => (value ?? '').slice(0, MAX_TEXT).trim();

/** Repeated (`type=a&type=b`) and comma-joined (`type=a,b`) values both read; blanks and repeats are dropped. */
function list(params: URLSearchParams, name: string): string[] {
  const out: string[] = [];
  for (const raw of params.getAll(name)) {
    for (const part of raw.split(',')) {
      const value = text(part);
      if (value && !out.some((v) => v.toLowerCase() === value.toLowerCase())) out.push(value);
    }
  }
  return out.slice(0, MAX_VALUES);
}

function price(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.min(n, MAX_PRICE) : null;
}

function whole(value: string | null, fallback: number, min: number): number {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return fallback;
  return Math.min(Math.max(min, Number(value)), MAX_PAGE);
}

const flag = (value: string | null) => value === '1' || value === 'true';

/** Reads the view from the query string. Anything malformed falls back to the default; nothing throws. */
export function parseListingState(params: URLSearchParams, opts: { sorts: readonly SortKey[]; defaultSort: SortKey }): ListingState {
  const sortParam = params.get(PARAM.sort) as SortKey | null;
  let priceMin = price(params.get(PARAM.priceMin));
  let priceMax = price(params.get(PARAM.priceMax));
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  return {
    search: text(params.get(PARAM.search)),
    types: list(params, PARAM.types),
    styles: list(params, PARAM.styles),
    vendors: list(params, PARAM.vendors),
    sizes: list(params, PARAM.sizes),
    colors: list(params, PARAM.colors),
    priceMin,
    priceMax,
    inStock: flag(params.get(PARAM.inStock)),
    onSale: flag(params.get(PARAM.onSale)),
    freeShipping: flag(params.get(PARAM.freeShipping)),
    sort: sortParam && opts.sorts.includes(sortParam) ? sortParam : opts.defaultSort,
    page: whole(params.get(PARAM.page), 1, 1),
    more: whole(params.get(PARAM.more), 0, 0),
    view: params.get(PARAM.view) === 'list' ? 'list' : 'grid',
  };
}

/** Writes only what differs from the default, in a fixed order, so equal views have equal URLs. */
export function serializeListingState(state: ListingState, defaultSort: SortKey): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set(PARAM.search, state.search);
  for (const key of ['types', 'styles', 'vendors', 'sizes', 'colors'] as const) {
    for (const value of state[key]) params.append(PARAM[key], value);
  }
  if (state.priceMin !== null) params.set(PARAM.priceMin, String(state.priceMin));
  if (state.priceMax !== null) params.set(PARAM.priceMax, String(state.priceMax));
  if (state.inStock) params.set(PARAM.inStock, '1');
  if (state.onSale) params.set(PARAM.onSale, 'true');
  if (state.freeShipping) params.set(PARAM.freeShipping, '1');
  if (state.sort !== defaultSort) params.set(PARAM.sort, state.sort);
  if (state.page > 1) params.set(PARAM.page, String(state.page));
  if (state.more > 0) params.set(PARAM.more, String(state.more));
  if (state.view !== 'grid') params.set(PARAM.view, state.view);
  return params;
}

/**
 * `current` with the listing's own keys rewritten from `state`. Every other parameter (a category page's
 * `tab`, the catalog's `category`) is kept, so searching, sorting, filtering or paging never loses it.
 */
export function withListingState(current: URLSearchParams, state: ListingState, defaultSort: SortKey): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of Object.values(PARAM)) next.delete(name);
  for (const [name, value] of serializeListingState(state, defaultSort)) next.append(name, value);
  return next;
}
