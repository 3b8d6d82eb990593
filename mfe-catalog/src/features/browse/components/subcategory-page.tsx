import { paths } from '@tjb/shop-contracts';
import { Container } from '@tjb/ui';
import { useParams } from 'react-router-dom';
import { useProductsByQuery } from '../../../shared/api/get-products-by-query';
import { resolveCategory } from '../../../shared/category/categories';
import { CATEGORY_SORTS } from '../../../shared/listing/sort';
import { useListingState } from '../../../shared/listing/use-listing-state';
import { PageMeta } from '../../../shared/seo/page-meta';
import { CategoryHeader } from './category-header';
import { CategoryNotFound } from './category-not-found';
import { ProductListing } from './product-listing';

const SORT_KEYS = CATEGORY_SORTS.map((s) => s.key);

/** `/shop/bottoms/mens/bootcut-jeans`, `/shop/shirts-flannels/womens/red-flannel` … (spec 000 §2.5). */
export function SubcategoryPage() {
  const { category: slug, '*': rest = '' } = useParams();
  const category = resolveCategory(slug);
  const path = rest.replace(/^\/+|\/+$/g, '').toLowerCase();
  const subpage = category?.subpages.find((s) => s.path === path);
  if (!category || !subpage) return <CategoryNotFound slug={`${slug ?? ''}/${rest}`} />;
  return <SubcategoryView key={subpage.path} categorySlug={category.slug} categoryName={category.name} subpage={subpage} />;
}

function SubcategoryView({ categorySlug, categoryName, subpage }: {
  categorySlug: string;
  categoryName: string;
  subpage: { name: string; description: string; query: string; section: string; path: string };
}) {
  const query = useProductsByQuery(subpage.query);
  const [state, update] = useListingState(SORT_KEYS, 'relevance');
  return (
    <Container>
      <PageMeta title={subpage.name} description={`${subpage.name}: ${subpage.description}. ${categoryName} at TJ's Biker Gear.`} path={`/shop/${categorySlug}/${subpage.path}`} />
      <CategoryHeader
        title={subpage.name}
        tagline={subpage.description}
        count={query.isPending || query.isError ? undefined : query.data?.length}
        crumbs={[{ label: 'Shop', to: '/shop' }, { label: categoryName, to: paths.shopCategory(categorySlug) }]}
      />
      <ProductListing
        products={query.data}
        isPending={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        state={state}
        update={update}
        label={subpage.name}
      />
    </Container>
  );
}
