import { css } from '@emotion/react';
import { MAIN_CATEGORIES } from '@tjb/storefront';
import { paths } from '@tjb/shop-contracts';
import { buttonStyle, Container, v } from '@tjb/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { searchListingQuery } from '../api/search-listing';
import { NoResults } from './no-results';
import { CategoryCards } from '../../../shared/category/category-cards';
import type { PageQueries } from '@tjb/ui/page-data';
import { productCountQuery } from '../../../shared/api/count-products';
import { categoryQuery, SHOP_ALL_CATEGORIES, SHOP_ALL_SLUGS } from '../../../shared/category/categories';
import { CATEGORY_PAGE_SIZE } from '../../../shared/listing/pagination';
import type { ListingScope } from '../../../shared/listing/storefront-request';
import { PARAM } from '../../../shared/listing/url-state';
import { PageMeta } from '../../../shared/seo/page-meta';
import { CategoryHeader } from './category-header';
import { listingTotal, ProductListing } from './product-listing';
import { browseListingState, useBrowseListingState } from '../hooks/use-browse-listing';

const LISTING_PARAMS = Object.values(PARAM) as string[];
/** The whole catalogue: a search, the sale or any filter narrow it in the Storefront API. */
const SHOP_SCOPE: ListingScope = { collection: null, productTypes: [], pageSize: CATEGORY_PAGE_SIZE };

const more = css`margin: 2.5rem 0 1rem; h2 { font-size: 1.5rem; margin: 0 0 1rem; }
  ul { display: flex; flex-wrap: wrap; gap: 0.6rem; list-style: none; margin: 0; padding: 0; }`;
const pageTitle = css`font-size: clamp(2.25rem, 7vw, 4rem); margin: 2rem 0 0.5rem;`;
const lead = css`color: ${v('muted')}; margin: 0 0 2rem;`;

/** `/shop`: the shop-all-categories landing; with a search, the sale flag or any filter, the product listing. */
export function ShopPage() {
  const [params] = useSearchParams();
  return isListing(params) ? <ShopResults /> : <ShopLanding />;
}

const isListing = (params: URLSearchParams) => LISTING_PARAMS.some((name) => params.has(name) && name !== PARAM.view);

/** The landing's category counts, or the page of products the listing's URL shows. */
export const pageQueries: PageQueries = ({ search }) =>
  isListing(search)
    ? [searchListingQuery(browseListingState(search), SHOP_SCOPE)]
    : SHOP_ALL_CATEGORIES.map((c) => productCountQuery(categoryQuery(c)));

function ShopLanding() {
  const others = MAIN_CATEGORIES.filter((c) => !SHOP_ALL_SLUGS.includes(c.slug as (typeof SHOP_ALL_SLUGS)[number]));
  return (
    <Container>
      <PageMeta title="Shop All Categories" description="Shop helmets, jackets, vests, bottoms, shirts and flannels, boots, luggage, bike gear and accessories." path="/shop" />
      <h1 css={pageTitle}>SHOP ALL CATEGORIES</h1>
      <p css={lead}>Pick your gear. Every count comes straight from our stock.</p>
      <CategoryCards categories={SHOP_ALL_CATEGORIES} hrefFor={(c) => paths.shopCategory(c.slug)} headingLevel="h2" />
      <nav css={more} aria-labelledby="shop-more-title">
        <h2 id="shop-more-title">More to explore</h2>
        <ul>
          {others.map((c) => <li key={c.slug}><Link to={paths.shopCategory(c.slug)} css={buttonStyle('outline')}>{c.name}</Link></li>)}
          <li><Link to={paths.shop({ sale: true })} css={buttonStyle('primary')}>Sale</Link></li>
        </ul>
      </nav>
    </Container>
  );
}

function ShopResults() {
  // A search that finds nothing brings its close matches in the same query (searchListingQuery).
  const [state, update] = useBrowseListingState();
  const query = useQuery(searchListingQuery(state, SHOP_SCOPE));
  const title = state.search ? `Results for “${state.search}”` : state.onSale ? 'Sale' : 'All Gear';
  return (
    <Container>
      <PageMeta
        title={state.search ? `Search: ${state.search}` : state.onSale ? 'Sale' : 'Shop'}
        description={state.onSale ? 'Marked-down riding gear: helmets, leather, boots and more, still built to ride.' : 'Search every product in the shop.'}
        path="/shop"
        noindex={Boolean(state.search)}
      />
      <CategoryHeader
        title={title}
        tagline={state.onSale ? 'Marked down, still built to ride' : undefined}
        count={query.isPending || query.isError || query.isPlaceholderData || !query.data ? undefined : listingTotal(query.data, state) ?? undefined}
        crumbs={[{ label: 'Shop', to: '/shop' }]}
      />
      <ProductListing
        query={query}
        state={state}
        update={update}
        scope={SHOP_SCOPE}
        label="Gear"
        noResults={state.search ? <NoResults term={state.search} matches={query.data?.closeMatches ?? []} /> : undefined}
      />
    </Container>
  );
}
