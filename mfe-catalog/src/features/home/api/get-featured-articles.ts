import { useQuery } from '@tanstack/react-query';
import { CACHE } from '../../../shared/api/cache-times';
import { fetchJson } from '@tjb/ui/http';

/** Spec 000 §3 blog article, as GET /api/blog/featured answers it. */
export interface BlogArticle {
  id: string;
  title: string;
  excerpt: string;
  image: string;
  readTime: number;
  publishedAt: string;
  content: string;
}

export const getFeaturedArticles = (signal?: AbortSignal) => fetchJson<BlogArticle[]>('/api/blog/featured', { signal });

export function useFeaturedArticles() {
  return useQuery({ queryKey: ['blog', 'featured'], queryFn: ({ signal }) => getFeaturedArticles(signal), ...CACHE.content });
}
