import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import { buttonStyle, v } from '@tjb/ui';
import { Link } from 'react-router-dom';
import { SHOP_ALL_CATEGORIES } from '../../../shared/category/categories';
import { EmptyState } from '../../../shared/listing/components/empty-state';
import { ProductGrid } from '../../../shared/product/components/product-grid';
import type { SearchListingPage } from '../api/search-listing';

const section = css`margin-top: 2rem; h2 { font-size: 1.25rem; margin: 0 0 1rem; }`;
const chips = css`display: flex; flex-wrap: wrap; gap: 0.5rem; list-style: none; margin: 0; padding: 0;`;
const hint = css`color: ${v('muted')}; margin: -0.5rem 0 1rem;`;

/** A search that found nothing: the spec's empty state (no Clear All Filters, as none is set), close matches (searchListingQuery) and popular categories. */
export function NoResults({ term, matches }: { term: string; matches: SearchListingPage['closeMatches'] }) {
  return (
    <>
      <EmptyState />
      {matches.length > 0 ? (
        <section css={section} aria-labelledby="close-matches-title">
          <h2 id="close-matches-title">Close matches</h2>
          <p css={hint}>Products sharing part of “{term}”.</p>
          <ProductGrid products={matches} label="Close matches" />
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
