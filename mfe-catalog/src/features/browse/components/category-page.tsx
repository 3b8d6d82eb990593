import { findSubtype, type CategoryDefinition } from '@tjb/storefront';
import { Container } from '@tjb/ui';
import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { KEEP_SCROLL } from '../../../shared/listing/keep-scroll';
import { useProductsByQuery } from '../../../shared/api/get-products-by-query';
import { categoryQuery, resolveCategory } from '../../../shared/category/categories';
import { CATEGORY_SORTS } from '../../../shared/listing/sort';
import { useListingState } from '../../../shared/listing/use-listing-state';
import { PageMeta } from '../../../shared/seo/page-meta';
import { DEDICATED_PAGES } from '../state/dedicated-pages';
import { CategoryHeader } from './category-header';
import { CategoryNotFound } from './category-not-found';
import { CategoryTabs } from './category-tabs';
import { FeatureBlock } from './feature-block';
import { ProductListing } from './product-listing';
import { SubpageSections } from './subpage-sections';

const SORT_KEYS = CATEGORY_SORTS.map((s) => s.key);

/** `/category/:slug` (with `?type=`) and `/shop/:category`: a category's products from the catalogue. */
export function CategoryPage({ mode }: { mode: 'category' | 'shop' }) {
  const { slug, category: shopSlug } = useParams();
  const category = resolveCategory(mode === 'shop' ? shopSlug : slug);
  if (!category) return <CategoryNotFound slug={(mode === 'shop' ? shopSlug : slug) ?? ''} />;
  return <CategoryView key={category.slug} category={category} mode={mode} />;
}

/** The category page's tab the URL opens and the category whose products it lists (the route's query too). */
export function categoryTab(category: CategoryDefinition, mode: 'category' | 'shop', params: URLSearchParams) {
  const dedicated = mode === 'shop' ? DEDICATED_PAGES[category.slug] : undefined;
  const tabs = dedicated?.tabs ?? [];
  // A header link narrows to a product type (`?type=goggles`): it opens on the tab that shows every
  // product of the category, since the first tab may be one kind only (Helmets' By Type).
  const tab = tabs.find((t) => t.id === params.get('tab')) ?? (params.has('type') ? tabs.find((t) => !t.match && !t.category) : undefined) ?? tabs[0];
  const source = (tab?.category && resolveCategory(tab.category)) || category;
  return { dedicated, tabs, tab, source };
}

function CategoryView({ category, mode }: { category: CategoryDefinition; mode: 'category' | 'shop' }) {
  const [params, setParams] = useSearchParams();
  const { dedicated, tabs, tab, source } = categoryTab(category, mode, params);
  const query = useProductsByQuery(categoryQuery(source));
  const [state, update] = useListingState(SORT_KEYS, 'relevance');

  // Header menus link `?type=full-face` for a style of the category: show it in the Style group.
  useEffect(() => {
    const styleTypes = state.types.filter((t) => !findSubtype(t) && category.styles.some((s) => s.tag === t.toLowerCase()));
    if (styleTypes.length === 0) return;
    update({ types: state.types.filter((t) => !styleTypes.includes(t)), styles: [...state.styles, ...styleTypes.map((t) => t.toLowerCase())] }, { replace: true });
  }, [state.types, state.styles, category, update]);

  const products = useMemo(() => {
    const data = query.data ?? [];
    return tab?.match ? data.filter(tab.match) : data;
  }, [query.data, tab]);

  const selectTab = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === tabs[0]?.id) next.delete('tab');
      else next.set('tab', id);
      next.delete('page');
      next.delete('more');
      return next;
    }, { preventScrollReset: true, state: KEEP_SCROLL });

  const title = dedicated?.heading ?? category.name;
  const listing = (
    <ProductListing
      products={products}
      isPending={query.isPending}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      state={state}
      update={update}
      styles={source.styles}
      label={category.name}
    />
  );

  return (
    <Container>
      <PageMeta title={category.name} description={`${category.tagline}. ${category.description}`} path={`/shop/${category.slug}`} />
      <CategoryHeader
        title={title}
        tagline={category.tagline}
        intro={category.description}
        // What the selected tab holds, so the count matches the products listed under it.
        count={query.isPending || query.isError ? undefined : products.length}
        crumbs={mode === 'shop' ? [{ label: 'Shop', to: '/shop' }] : [{ label: 'Shop All', to: '/products' }]}
      />
      {dedicated && category.subpages.length > 0 ? <SubpageSections category={category} /> : null}
      {tabs.length > 0 && tab ? (
        <>
          <CategoryTabs tabs={tabs} selected={tab.id} onSelect={selectTab} panelId="category-panel" label={`${category.name} categories`} />
          <div role="tabpanel" id="category-panel" aria-labelledby={`tab-${tab.id}`}>{listing}</div>
        </>
      ) : (
        listing
      )}
      {dedicated?.features ? <FeatureBlock block={dedicated.features} /> : null}
    </Container>
  );
}
