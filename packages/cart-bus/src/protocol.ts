/**
 * The one contract between independently deployed copies of this package: storage keys, event names and
 * payload shapes. Every copy validates what it reads, because the writer may be an older or newer
 * deployment, another tab, a browser extension or a hand-edited devtools value.
 *
 * Compatibility rule: additive, optional fields may join v1 (older readers strip them). Anything else
 * is v2 with a new storage key, so a v1 reader never misreads v2 data and simply starts empty.
 */
import * as v from 'valibot';
import {
  cartItemSchema,
  describeIssues,
  lastOrderSchema,
  recentlyViewedEntrySchema,
  toastSchema,
  wishlistEntrySchema,
  type CartItem,
  type LastOrder,
  type RecentlyViewedEntry,
  type Toast,
  type WishlistEntry,
} from './schemas';

export const PROTOCOL_VERSION = 1;
/** Same-tab channel: a CustomEvent on `window` whose `detail` is a BusEvent. */
export const BUS_EVENT_NAME = 'tjb:bus';
export const RECENTLY_VIEWED_LIMIT = 12;

export const STORAGE_KEYS = {
  cart: 'tjb.cart.v1',
  wishlist: 'tjb.wishlist.v1',
  recent: 'tjb.recent.v1',
  lastOrder: 'tjb.lastOrder.v1',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export type CartChangedEvent = { type: 'cart:changed'; v: 1; items: CartItem[] };
export type WishlistChangedEvent = { type: 'wishlist:changed'; v: 1; items: WishlistEntry[] };
export type RecentChangedEvent = { type: 'recent:changed'; v: 1; items: RecentlyViewedEntry[] };
export type OrderPlacedEvent = { type: 'order:placed'; v: 1; order: LastOrder };
export type ToastShowEvent = { type: 'toast:show'; v: 1; toast: Toast };
export type CartPanelOpenEvent = { type: 'cart-panel:open'; v: 1 };
export type CartPanelCloseEvent = { type: 'cart-panel:close'; v: 1 };
export type CartPanelToggleEvent = { type: 'cart-panel:toggle'; v: 1 };

export type PersistentBusEvent = CartChangedEvent | WishlistChangedEvent | RecentChangedEvent | OrderPlacedEvent;
export type MemoryBusEvent = ToastShowEvent | CartPanelOpenEvent | CartPanelCloseEvent | CartPanelToggleEvent;
export type BusEvent = PersistentBusEvent | MemoryBusEvent;
export type BusEventType = BusEvent['type'];
export type BusEventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>;

/** What `read(key)` returns for each key; lists read as [] and the last order as null when absent or bad. */
export interface StoredValues {
  'tjb.cart.v1': CartItem[];
  'tjb.wishlist.v1': WishlistEntry[];
  'tjb.recent.v1': RecentlyViewedEntry[];
  'tjb.lastOrder.v1': LastOrder | null;
}

export const PERSISTENT_EVENT_KEYS = {
  'cart:changed': STORAGE_KEYS.cart,
  'wishlist:changed': STORAGE_KEYS.wishlist,
  'recent:changed': STORAGE_KEYS.recent,
  'order:placed': STORAGE_KEYS.lastOrder,
} as const satisfies Record<PersistentBusEvent['type'], StorageKey>;

function uniqueBy<T>(items: T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(keyOf(item)) && Boolean(seen.add(keyOf(item))));
}

/**
 * Bad lines: in a list, one line that fails validation drops only that line. A cart is the shopper's
 * intent; losing five good lines because a newer deployment wrote one odd line is worse than losing that
 * line. A bad envelope (not JSON, wrong version, items not a list) drops the whole value: nothing in it
 * can be trusted.
 */
function lenientList<T extends v.GenericSchema>(item: T) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((raw: unknown[]) =>
      raw.flatMap((line) => {
        const parsed = v.safeParse(item, line);
        return parsed.success ? [parsed.output as v.InferOutput<T>] : [];
      }),
    ),
  );
}

function buildSchemas(lenient: boolean) {
  const list = <T extends v.GenericSchema>(item: T) => (lenient ? lenientList(item) : v.array(item));
  const version = v.literal(PROTOCOL_VERSION);
  const cartItems = v.pipe(
    list(cartItemSchema),
    v.transform((items: CartItem[]) => uniqueBy(items, (i) => i.id)),
  );
  const wishlist = v.pipe(
    list(wishlistEntrySchema),
    v.transform((items: WishlistEntry[]) => uniqueBy(items, (i) => i.shopifyProductId)),
  );
  const recent = v.pipe(
    list(recentlyViewedEntrySchema),
    v.transform((items: RecentlyViewedEntry[]) => uniqueBy(items, (i) => i.handle).slice(0, RECENTLY_VIEWED_LIMIT)),
  );
  const cart = v.object({ type: v.literal('cart:changed'), v: version, items: cartItems });
  const wish = v.object({ type: v.literal('wishlist:changed'), v: version, items: wishlist });
  const rec = v.object({ type: v.literal('recent:changed'), v: version, items: recent });
  const order = v.object({ type: v.literal('order:placed'), v: version, order: lastOrderSchema });
  const event = v.variant('type', [
    cart,
    wish,
    rec,
    order,
    v.object({ type: v.literal('toast:show'), v: version, toast: toastSchema }),
    v.object({ type: v.literal('cart-panel:open'), v: version }),
    v.object({ type: v.literal('cart-panel:close'), v: version }),
    v.object({ type: v.literal('cart-panel:toggle'), v: version }),
  ]);
  // Storage holds the event without its `type`: the key already says what it is.
  const stored = {
    [STORAGE_KEYS.cart]: v.omit(cart, ['type']),
    [STORAGE_KEYS.wishlist]: v.omit(wish, ['type']),
    [STORAGE_KEYS.recent]: v.omit(rec, ['type']),
    [STORAGE_KEYS.lastOrder]: v.omit(order, ['type']),
  };
  return { event, stored };
}

const strict = buildSchemas(false);
const lenient = buildSchemas(true);

// Compile-time proof that the hand-written event types and the schemas describe the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesTypes: Same<v.InferOutput<typeof strict.event>, BusEvent> = true;
void schemaMatchesTypes;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Strict check for outgoing events: a publisher with a bad line gets told, instead of losing the line. */
export function validateBusEvent(input: unknown): ValidationResult<BusEvent> {
  const parsed = v.safeParse(strict.event, input);
  return parsed.success
    ? { ok: true, value: parsed.output }
    : { ok: false, error: `Invalid bus event: ${describeIssues(parsed.issues)}` };
}

/** Lenient read of an incoming event (another copy's CustomEvent detail); null when unusable. */
export function parseBusEvent(input: unknown): BusEvent | null {
  const parsed = v.safeParse(lenient.event, input);
  return parsed.success ? parsed.output : null;
}

export function isPersistentEvent(event: BusEvent): event is PersistentBusEvent {
  return event.type in PERSISTENT_EVENT_KEYS;
}

export function isStorageKey(key: string | null): key is StorageKey {
  return key !== null && Object.values(STORAGE_KEYS).some((known) => known === key);
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Reads a raw storage string for `key`; anything absent, corrupt or foreign reads as empty. */
export function parseStoredValue<K extends StorageKey>(key: K, raw: string | null): StoredValues[K] {
  const parsed = raw === null ? null : v.safeParse(lenient.stored[key], parseJson(raw));
  const data: Record<string, unknown> | null = parsed?.success ? parsed.output : null;
  const value = key === STORAGE_KEYS.lastOrder ? (data?.order ?? null) : (data?.items ?? []);
  return value as StoredValues[K];
}

export function toStorageEntry(event: PersistentBusEvent): { key: StorageKey; raw: string } {
  const { type, ...payload } = event;
  return { key: PERSISTENT_EVENT_KEYS[type], raw: JSON.stringify(payload) };
}

/**
 * Rebuilds the event another tab published from a `storage` event. A removed list key reads as an empty
 * list (someone cleared storage); a removed or unreadable last order produces no event.
 */
export function eventFromStorage(key: StorageKey, raw: string | null): PersistentBusEvent | null {
  switch (key) {
    case STORAGE_KEYS.cart:
      return { type: 'cart:changed', v: 1, items: parseStoredValue(key, raw) };
    case STORAGE_KEYS.wishlist:
      return { type: 'wishlist:changed', v: 1, items: parseStoredValue(key, raw) };
    case STORAGE_KEYS.recent:
      return { type: 'recent:changed', v: 1, items: parseStoredValue(key, raw) };
    case STORAGE_KEYS.lastOrder: {
      const order = parseStoredValue(key, raw);
      return order ? { type: 'order:placed', v: 1, order } : null;
    }
  }
}
