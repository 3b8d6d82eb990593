/** Recently viewed products: most recent first, one entry per handle, at most RECENTLY_VIEWED_LIMIT. */
import { z } from 'zod/mini';
import { RECENTLY_VIEWED_LIMIT } from './protocol';
import { describeIssues, imageSchema, isoDateSchema, priceSchema, type RecentlyViewedEntry } from './schemas';

export const recentlyViewedInputSchema = z.object(
  {
    handle: z.string().check(z.trim(), z.minLength(1, 'handle is required')),
    title: z.string().check(z.trim(), z.minLength(1, 'title is required')),
    image: z.pipe(
      z.optional(imageSchema),
      z.transform((image: string | null | undefined) => image ?? null),
    ),
    price: priceSchema,
    productType: z._default(z.string(), ''),
    viewedAt: z.optional(isoDateSchema),
  },
  { error: 'recently viewed entry must be an object' },
);
export type RecentlyViewedInput = z.input<typeof recentlyViewedInputSchema>;

export type RecentlyViewedResult = { ok: true; items: RecentlyViewedEntry[] } | { ok: false; error: string };

export function recordRecentlyViewedEntry(
  items: readonly RecentlyViewedEntry[],
  input: RecentlyViewedInput,
  now: Date = new Date(),
): RecentlyViewedResult {
  const parsed = recentlyViewedInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: `Cannot record view: ${describeIssues(parsed.error)}` };
  const { viewedAt, ...rest } = parsed.data;
  const entry: RecentlyViewedEntry = { ...rest, viewedAt: viewedAt ?? now.toISOString() };
  const others = items.filter((item) => item.handle !== entry.handle);
  return { ok: true, items: [entry, ...others].slice(0, RECENTLY_VIEWED_LIMIT) };
}
