/**
 * How long the gateway may keep the answer to a query, stated by whoever sends the query, as Hydrogen's
 * CacheShort() / CacheLong() / CacheNone() are: the caller knows whether an answer is a catalogue page
 * that may be minutes old or something that must be live; the proxy cannot tell that from a document.
 *
 * The browser's client sends only the name, in STOREFRONT_CACHE_HEADER; what each name means is here
 * once (STOREFRONT_CACHE_TIMES) and read by the gateway. The proxy checks the name against these three,
 * strips the header before forwarding, and never caches a mutation or a per-shopper query whatever the
 * header says.
 */
export type StorefrontCache = 'short' | 'long' | 'none';

/** The request header carrying a query's StorefrontCache to the gateway's Storefront proxy. */
export const STOREFRONT_CACHE_HEADER = 'x-tjb-cache';

/**
 * What a query gets when its sender states no policy, or one the proxy does not know: the shorter
 * caching (Hydrogen's default too), never longer than anyone may have asked for.
 */
export const DEFAULT_STOREFRONT_CACHE: StorefrontCache = 'short';

const MINUTE = 60_000;

/**
 * Spec 001 §9's Storefront cache: `short` is the catalogue reads' 5 min fresh / 10 min kept (kept: served
 * stale while a refresh runs, or while the upstream is down); `long` is featured and whole-catalogue
 * reads' 10 / 30.
 */
export const STOREFRONT_CACHE_TIMES: Readonly<Record<Exclude<StorefrontCache, 'none'>, { freshMs: number; keepMs: number }>> = {
  short: { freshMs: 5 * MINUTE, keepMs: 10 * MINUTE },
  long: { freshMs: 10 * MINUTE, keepMs: 30 * MINUTE },
};
