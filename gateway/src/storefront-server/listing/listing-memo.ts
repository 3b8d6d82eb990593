import { LRUCache } from 'lru-cache';
import type { Facet } from '../facets';
import type { Ordinals } from '../search/postings';
import type { ProductIndex } from '../search/product-index';
import type { FacetIndex } from './facet-index';
import { facetsOf } from './facet-counts';
import type { Sieve } from './sieve';

/**
 * A listing's answer before paging: the products passing its filters (every page and cursor of it
 * reads this one list), and its facets, counted once per stock.
 */
export class ListingAnswer {
  private counted: { flags: Uint8Array; facets: Facet[] } | null = null;

  constructor(
    private readonly fi: FacetIndex,
    readonly sieve: Sieve,
    readonly list: Ordinals,
    /** The stock the list was filtered with; null when no filter or query term asks about stock. */
    readonly flags: Uint8Array | null,
  ) {}

  /** The facets for this stock (1 = for sale per product): counted again only when it changed. */
  facets(flags: Uint8Array): Facet[] {
    if (this.counted?.flags !== flags) this.counted = { flags, facets: facetsOf(this.fi, this.sieve, flags) };
    return this.counted.facets;
  }

  /** Drops facets counted for another stock (and with them that stock's flags, ~100 KB at 100k products). */
  forgetFacetsUnless(flags: Uint8Array): void {
    if (this.counted && this.counted.flags !== flags) this.counted = null;
  }

  get bytes(): number {
    // The base is shared by every filter set over the same query; counted here anyway, as an upper bound.
    return this.sieve.base.byteLength + this.sieve.state.byteLength + (this.list === this.sieve.base ? 0 : this.list.byteLength) + 4096;
  }
}

/** What names a listing: the products it ranges over, its query, order and filters. */
export interface ListingKey {
  /** The collection's products; undefined for the whole catalogue. */
  scope?: Ordinals;
  query?: string | null;
  sortKey?: string | null;
  reverse?: boolean | null;
  filters?: readonly object[] | null;
}

/** Memory the answers of one catalogue may hold (at 100k products the whole catalogue's answer is ~1 MB). */
const MAX_BYTES = 64 * 1024 * 1024;
/** And at most this many, however small. */
const MAX_ANSWERS = 2000;

/**
 * The listing answers of one catalogue, the least recently used dropped first. A search backend
 * answers the next page of a listing from the result set it already has: so do we, and the cursor
 * walk of a `?page=N` link and the page itself filter and sort once. An answer is reused only for
 * the stock it was computed with (see StockView.availableOrdinals: the same array while no product's
 * availability changes), and facets are counted again when the stock moved.
 */
export class ListingMemo {
  private readonly answers = new LRUCache<string, ListingAnswer>({ max: MAX_ANSWERS, maxSize: MAX_BYTES, sizeCalculation: (a) => a.bytes });

  /** The latest stock seen: what was computed with an earlier one is dropped when it moves. */
  private stock: Uint8Array | null = null;

  private readonly scopeIds = new WeakMap<Ordinals, number>();

  private nextScope = 1;

  keyOf(key: ListingKey): string {
    let scope = 0;
    if (key.scope) {
      scope = this.scopeIds.get(key.scope) ?? 0;
      if (!scope) this.scopeIds.set(key.scope, (scope = this.nextScope++));
    }
    return JSON.stringify([scope, key.query ?? null, key.sortKey ?? null, key.reverse === true, key.filters ?? []]);
  }

  /** The answer kept for `key`, if it was computed with this stock (or without any). */
  get(key: string, flags: Uint8Array | null): ListingAnswer | undefined {
    if (flags) this.observe(flags);
    const found = this.answers.get(key);
    return found && found.flags === flags ? found : undefined;
  }

  /** The facets of a kept answer for this stock. */
  facets(answer: ListingAnswer, flags: Uint8Array): Facet[] {
    this.observe(flags);
    return answer.facets(flags);
  }

  /**
   * A new stock: answers filtered with the old one can never be asked for again, and would keep its
   * flags alive; facets counted with it go too. (A request still holding the old stock only misses.)
   */
  private observe(flags: Uint8Array): void {
    if (flags === this.stock) return;
    this.stock = flags;
    for (const [key, answer] of [...this.answers.entries()]) {
      if (answer.flags !== null && answer.flags !== flags) this.answers.delete(key);
      else answer.forgetFacetsUnless(flags);
    }
  }

  set(key: string, answer: ListingAnswer): void {
    this.answers.set(key, answer);
  }

  get size(): number {
    return this.answers.size;
  }
}

const memos = new WeakMap<ProductIndex, ListingMemo>();

/** The memo of a catalogue's listings: a new catalogue starts with none. */
export function listingMemo(index: ProductIndex): ListingMemo {
  let memo = memos.get(index);
  if (!memo) memos.set(index, (memo = new ListingMemo()));
  return memo;
}
