import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import { buttonStyle, v } from '@tjb/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { listingPageQuery } from '../../../shared/api/listing-page';
import { toStorefrontSearch } from '../../../shared/api/search-query';
import { SHOP_ALL_CATEGORIES } from '../../../shared/category/categories';
import { EmptyState } from '../../../shared/listing/components/empty-state';
import { defaultListingState } from '../../../shared/listing/url-state';
import { ProductGrid } from '../../../shared/product/components/product-grid';

/** Close matches shown under a search that found nothing. */
export const CLOSE_MATCHES = 4;

const section = css`margin-top: 2rem; h2 { font-size: 1.25rem; margin: 0 0 1rem; }`;
const chips = css`display: flex; flex-wrap: wrap; gap: 0.5rem; list-style: none; margin: 0; padding: 0;`;
const hint = css`color: ${v('muted')}; margin: -0.5rem 0 1rem;`;


/**
 * Any of the shopper's words, each cut to its first four letters when longer ("leathr zzz" asks for
 * `leat* OR zzz`): the server already corrected single typos, so what is left is a word too far off or
 * too many words together, and a product sharing one of them is the closest thing the shop has.
 */
export function closeMatchQuery(term: string): string | null {
  const words = toStorefrontSearch(term)?.split(' ') ?? [];
  const stems = [...new Set(words.map((w) => (w.length > 4 ? `${w.slice(0, 4)}*` : w).toLowerCase()))];
  return stems.length > 0 ? stems.join(' OR ') : null;
}

/** A search that found nothing: the spec's empty state (no Clear All Filters, as none is set), close matches and popular categories. */
export function NoResults({ term }: { term: string }) {
  const query = closeMatchQuery(term);
  const { data, isPending } = useQuery({
    ...listingPageQuery(defaultListingState('relevance'), { collection: null, productTypes: [], query: query ?? undefined, pageSize: CLOSE_MATCHES, searchOnServer: false }),
    enabled: query !== null,
  });
  const matches = data?.products ?? [];
  return (
    <>
      <EmptyState />
      {query && (isPending || matches.length > 0) ? (
        <section css={section} aria-labelledby="close-matches-title">
          <h2 id="close-matches-title">Close matches</h2>
          <p css={hint}>Products sharing part of “{term}”.</p>
          <ProductGrid products={matches} loading={isPending} skeletons={CLOSE_MATCHES} label="Close matches" />
        </section>
      ) : null}
      <nav css={section} aria-labelledby="popular-categories-title">
        <h2 id="popular-categories-title">Popular categories</h2>
        <ul css={chips}>
          {SHOP_ALL_CATEGORIES.map((c) => (
            <li key={c.slug}><Link to={paths.shopCategory(c.slug)} css={buttonStyle('outline')}>{c.name}</Link></li>
          ))}
        </ul>
      </nav>
    </>
  );
}
