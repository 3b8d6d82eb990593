import { getDefaultBus } from './default-bus';
import { STORAGE_KEYS } from './protocol';
import { recordRecentlyViewedEntry, type RecentlyViewedInput, type RecentlyViewedResult } from './recently-viewed';
import type { RecentlyViewedEntry } from './schemas';

export function getRecentlyViewed(): RecentlyViewedEntry[] {
  return getDefaultBus().read(STORAGE_KEYS.recent);
}

/** Puts the product first (once per handle, at most 12) and broadcasts the new list. */
export function recordRecentlyViewed(entry: RecentlyViewedInput): RecentlyViewedResult {
  const result = recordRecentlyViewedEntry(getRecentlyViewed(), entry);
  if (!result.ok) return result;
  const published = getDefaultBus().publish({ type: 'recent:changed', v: 1, items: result.items });
  return published.ok ? result : published;
}
