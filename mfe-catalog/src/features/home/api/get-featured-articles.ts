import { useQuery } from '@tanstack/react-query';
import { CACHE } from '../../../shared/api/cache-times';
import { fetchJson } from '@tjb/ui/http';
import type { BlogArticle } from '@tjb/shop-contracts';

export const getFeaturedArticles = (signal?: AbortSignal) => fetchJson<BlogArticle[]>('/api/blog/featured', { signal });

export function useFeaturedArticles() {
  return useQuery({ queryKey: ['blog', 'featured'], queryFn: ({ signal }) => getFeaturedArticles(signal), ...CACHE.content });
}
