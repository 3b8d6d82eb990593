import { invalidCursorError, MAX_PAGE_SIZE, missingPageSizeError, negativePageSizeError, pageSizeError } from './errors';

export interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/**
 * Opaque cursors in Shopify's style: base64 of `{"last_id":…,"last_value":…}`. Positions are found
 * by id, so a cursor stays valid while the list keeps its order.
 */
export function encodeCursor(key: string | number, value: string | number): string {
  return Buffer.from(JSON.stringify({ last_id: key, last_value: value })).toString('base64');
}

export function decodeCursor(cursor: string): string | number {
  try {
    if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(cursor)) throw new Error('not base64');
    const parsed = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as { last_id?: unknown };
    if (typeof parsed.last_id === 'number' || typeof parsed.last_id === 'string') return parsed.last_id;
  } catch {
    // fall through to the GraphQL error below
  }
  throw invalidCursorError(cursor);
}

/** Checks first/last like Shopify (one of them required, at most 250). */
export function checkPageArgs(args: PageArgs): void {
  if ((args.first === undefined || args.first === null) && (args.last === undefined || args.last === null)) throw missingPageSizeError();
  for (const name of ['first', 'last'] as const) {
    const value = args[name];
    if (typeof value === 'number' && value > MAX_PAGE_SIZE) throw pageSizeError(name, value);
    if (typeof value === 'number' && value < 0) throw negativePageSizeError(name);
  }
}

/**
 * Where a page starts and ends in a list of `length` items, like a Relay connection; `find` gives
 * the position of a cursor's item (or throws for an unknown one).
 */
export function pageBounds(length: number, args: PageArgs, find: (cursor: string) => number): { start: number; end: number } {
  checkPageArgs(args);
  let start = args.after ? find(args.after) + 1 : 0;
  let end = args.before ? find(args.before) : length;
  if (end < start) end = start;
  if (typeof args.first === 'number') end = Math.min(end, start + args.first);
  if (typeof args.last === 'number') start = Math.max(start, end - args.last);
  return { start, end };
}

/**
 * A page as a connection. `edges` (a cursor per item) is built only if the query reads it: most
 * ask for `nodes`, and a products page holds ~350 variant and image connections of its own.
 * Add fields with `extend`, never with a spread, which would drop the getter.
 */
class PageConnection<T> implements Connection<T> {
  private built: Array<{ cursor: string; node: T }> | null = null;

  constructor(
    readonly nodes: T[],
    readonly pageInfo: Connection<T>['pageInfo'],
    private readonly cursorOf: (item: T) => string,
  ) {}

  get edges(): Array<{ cursor: string; node: T }> {
    return (this.built ??= this.nodes.map((node) => ({ cursor: this.cursorOf(node), node })));
  }
}

/** A connection with extra fields (`filters`, `totalCount`…), keeping its lazy edges. */
export function extend<T, E extends object>(connection: Connection<T>, extra: E): Connection<T> & E {
  return Object.assign(connection, extra);
}

/** The connection of the items of a page; `total` is the length of the whole list. */
export function connectionOf<T>(
  slice: T[],
  bounds: { start: number; end: number },
  total: number,
  keyOf: (item: T) => string | number,
  valueFor?: (item: T) => string | number,
): Connection<T> {
  const cursorOf = (node: T) => encodeCursor(keyOf(node), valueFor?.(node) ?? keyOf(node));
  return new PageConnection(slice, {
    // Like Shopify: whether items exist beyond the page in the whole list, whichever way we paged.
    hasNextPage: bounds.end < total,
    hasPreviousPage: bounds.start > 0,
    // Encoded only if the query reads them, like `edges`: a product's images and variants never are.
    get startCursor() {
      return slice.length > 0 ? cursorOf(slice[0]!) : null;
    },
    get endCursor() {
      return slice.length > 0 ? cursorOf(slice[slice.length - 1]!) : null;
    },
  }, cursorOf);
}

/**
 * Slices an ordered list like a Relay connection. `keyOf` gives the stable key a cursor stores;
 * `indexOf` (optional) finds a key fast in big lists.
 */
export function paginate<T>(
  items: readonly T[],
  args: PageArgs,
  keyOf: (item: T) => string | number,
  opts: { indexOf?: (key: string | number) => number; valueFor?: (item: T) => string | number } = {},
): Connection<T> {
  const bounds = pageBounds(items.length, args, (cursor) => {
    const key = decodeCursor(cursor);
    const index = opts.indexOf ? opts.indexOf(key) : items.findIndex((item) => keyOf(item) === key);
    if (index < 0) throw invalidCursorError(cursor);
    return index;
  });
  return connectionOf(items.slice(bounds.start, bounds.end), bounds, items.length, keyOf, opts.valueFor);
}

/** Numeric part of a gid (`gid://shopify/Product/1001` → 1001), the key our cursors store. */
export function gidNumber(id: string): number | string {
  const match = /\/(\d+)(\?.*)?$/.exec(id);
  return match ? Number(match[1]) : id;
}
