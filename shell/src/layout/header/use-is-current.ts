import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Whether a link points exactly at this page, query included. NavLink ignores the query, which would mark
 * every `?type=` link of a category as current at once.
 */
export function useIsCurrent(): (href: string) => boolean {
  const { pathname, search } = useLocation();
  return useCallback((href: string) => href === `${pathname}${search}`, [pathname, search]);
}
