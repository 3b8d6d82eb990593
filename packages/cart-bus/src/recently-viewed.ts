/** Recently viewed products: most recent first, one entry per handle, at most RECENTLY_VIEWED_LIMIT. */
import * as v from 'valibot';
import { RECENTLY_VIEWED_LIMIT } from './protocol';
import { describeIssues, imageSchema, isoDateSchema, priceSchema, requiredText, type RecentlyViewedEntry } from './schemas';

export const recentlyViewedInputSchema = v.object(
  {
    handle: requiredText('handle'),
    title: requiredText('title'),
    image: v.optional(imageSchema, null),
    price: priceSchema,
    productType: v.optional(v.string(), ''),
    viewedAt: v.optional(isoDateSchema),
  },
  'recently viewed entry must be an object',
);
export type RecentlyViewedInput = v.InferInput<typeof recentlyViewedInputSchema>;

export type RecentlyViewedResult = { ok: true; items: RecentlyViewedEntry[] } | { ok: false; error: string };

export function recordRecentlyViewedEntry(
  items: readonly RecentlyViewedEntry[],
  input: RecentlyViewedInput,
  now: Date = new Date(),
): RecentlyViewedResult {
  const parsed = v.safeParse(recentlyViewedInputSchema, input);
  if (!parsed.success) return { ok: false, error: `Cannot record view: ${describeIssues(parsed.issues)}` };
  const { viewedAt, ...rest } = parsed.output;
  const entry: RecentlyViewedEntry = { ...rest, viewedAt: viewedAt ?? now.toISOString() };
  const others = items.filter((item) => item.handle !== entry.handle);
  return { ok: true, items: [entry, ...others].slice(0, RECENTLY_VIEWED_LIMIT) };
}
