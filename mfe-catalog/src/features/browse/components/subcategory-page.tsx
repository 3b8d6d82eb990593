import { paths } from '@tjb/shop-contracts';
import { Container } from '@tjb/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { PageQueries, PageStatus } from '@tjb/ui/page-data';
import { resolveCategory } from '../../../shared/category/categories';
import { CATEGORY_PAGE_SIZE } from '../../../shared/listing/pagination';
import type { ListingScope } from '../../../shared/listing/storefront-request';
import { PageMeta } from '../../../shared/seo/page-meta';
import { CategoryHeader } from './category-header';
import { CategoryNotFound } from './category-not-found';
import { listingTotal, ProductListing } from './product-listing';
import { browseListingQuery, useBrowseListing } from '../hooks/use-browse-listing';


/** `/shop/bottoms/mens/bootcut-jeans`, `/shop/shirts-flannels/womens/red-flannel` … (spec 000 §2.5). */
export function SubcategoryPage() {
  const { category: slug, '*': rest = '' } = useParams();
  const { category, subpage } = subpageAt(slug, rest);
  if (!category || !subpage) return <CategoryNotFound slug={`${slug ?? ''}/${rest}`} />;
  return <SubcategoryView key={subpage.path} categorySlug={category.slug} categoryName={category.name} subpage={subpage} />;
}

/** The category and subpage a `/shop/:category/*` URL names (either undefined when it names none). */
function subpageAt(slug: string | undefined, rest: string) {
  const category = resolveCategory(slug);
  const path = rest.replace(/^\/+|\/+$/g, '').toLowerCase();
  return { category, subpage: category?.subpages.find((s) => s.path === path) };
}

/** A subpage is a search query over tags and types (red flannels for men): the Storefront search lists it. */
const subpageScope = (query: string): ListingScope => ({ collection: null, productTypes: [], query, pageSize: CATEGORY_PAGE_SIZE });

/** An unknown category or subpage is a 404 by its name alone (CategoryNotFound asks for it in the render). */
export const pageStatus: PageStatus = ({ params }) => (subpageAt(params.category, params['*'] ?? '').subpage ? undefined : 404);

/** The page of the subpage's listing its URL shows (none for an unknown subpage). */
export const pageQueries: PageQueries = ({ params, search }) => {
  const { subpage } = subpageAt(params.category, params['*'] ?? '');
  return subpage ? [browseListingQuery(search, subpageScope(subpage.query))] : [];
};

function SubcategoryView({ categorySlug, categoryName, subpage }: {
  categorySlug: string;
  categoryName: string;
  subpage: { name: string; description: string; query: string; section: string; path: string };
}) {
  const scope = useMemo(() => subpageScope(subpage.query), [subpage.query]);
  const { state, update, query } = useBrowseListing(scope);
  return (
    <Container>
      <PageMeta title={subpage.name} description={`${subpage.name}: ${subpage.description}. ${categoryName} at TJ's Biker Gear.`} path={`/shop/${categorySlug}/${subpage.path}`} />
      <CategoryHeader
        title={subpage.name}
        tagline={subpage.description}
        count={query.isPending || query.isError || !query.data ? undefined : listingTotal(query.data, state) ?? undefined}
        crumbs={[{ label: 'Shop', to: '/shop' }, { label: categoryName, to: paths.shopCategory(categorySlug) }]}
      />
      <ProductListing
        query={query}
        state={state}
        update={update}
        scope={scope}
        label={subpage.name}
      />
    </Container>
  );
}
