import { useQuery } from '@tanstack/react-query';
import { isBundleCategoryId } from '../../../shared/bundle-categories';
import { messageOf, requestJson } from '@tjb/ui/http';
import type { VisualizationItem } from '../lib/visualization-item';

export const VISUALIZATION_PARAM = 'visualization';
export const visualizationUrl = (order: string) => `/api/bundle-visualization/${encodeURIComponent(order)}`;

const isItem = (i: unknown): i is VisualizationItem => {
  const o = (i ?? {}) as Record<string, unknown>;
  return (
    isBundleCategoryId(o.categoryId) && typeof o.title === 'string' && typeof o.handle === 'string' && Number.isInteger(o.unitPriceCents) &&
    Number.isInteger(o.quantity) && (o.image === null || typeof o.image === 'string') && (o.color === null || typeof o.color === 'string')
  );
};

/** What the $5 order bought, for the session that paid; any other answer is an error with the server's words. */
export async function getVisualization(order: string): Promise<VisualizationItem[]> {
  const answer = await requestJson(visualizationUrl(order));
  const items = (answer.body as { visualization?: { items?: unknown } } | null)?.visualization?.items;
  if (!answer.ok || !Array.isArray(items) || !items.every(isItem)) throw new Error(messageOf(answer.body) ?? 'Bundle visualization not found');
  return items;
}

/** Browser only: the server render has no session cookie to ask with. */
export function useVisualization(order: string | null) {
  return useQuery({
    queryKey: ['bundle-studio', 'visualization', order] as const,
    queryFn: () => getVisualization(order as string),
    enabled: order !== null && typeof window !== 'undefined',
    staleTime: Infinity,
  });
}
