import { findCategory, findSubtype, type CategoryDefinition } from '@tjb/storefront';
import { Container } from '@tjb/ui';
import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { KEEP_SCROLL } from '../../../shared/listing/keep-scroll';
import { resolveCategory } from '../../../shared/category/categories';
import { CATEGORY_PAGE_SIZE } from '../../../shared/listing/pagination';
import { type ListingScope } from '../../../shared/listing/storefront-request';
import { PageMeta } from '../../../shared/seo/page-meta';
import { DEDICATED_PAGES, type CategoryTab } from '../state/dedicated-pages';
import { CategoryHeader } from './category-header';
import { CategoryNotFound } from './category-not-found';
import { CategoryTabs } from './category-tabs';
import { FeatureBlock } from './feature-block';
import { listingTotal, ProductListing } from './product-listing';
import { SubpageSections } from './subpage-sections';
import { browseListingQuery, useBrowseListing } from '../hooks/use-browse-listing';


/**
 * What a category page (and its tab) lists, before the shopper's filters: the category's collection in
 * the store (the footer's views have none, so they filter `all` by their product types) and the types
 * or tags the tab narrows it to.
 */
export function categoryScope(source: CategoryDefinition, tab: CategoryTab | undefined): ListingScope {
  const match = tab?.category ? undefined : tab?.match;
  const tabTypes = match?.types?.map((slug) => findSubtype(slug)?.productType ?? slug)
    ?? (match?.typePrefix ? source.subtypes.filter((s) => s.slug.startsWith(match.typePrefix!)).map((s) => s.productType) : undefined);
  return {
    collection: findCategory(source.slug)?.slug === source.slug ? source.slug : null,
    productTypes: source.subtypes.map((s) => s.productType),
    tabTypes,
    tabTags: match?.tags,
    styleTags: source.styles.map((s) => s.tag),
    pageSize: CATEGORY_PAGE_SIZE,
  };
}

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

/** The listing a category page's URL shows: what the server render prefetches and the page then reads. */
export function categoryPageQuery(category: CategoryDefinition, mode: 'category' | 'shop', search: URLSearchParams) {
  const { tab, source } = categoryTab(category, mode, search);
  return browseListingQuery(search, categoryScope(source, tab));
}

function CategoryView({ category, mode }: { category: CategoryDefinition; mode: 'category' | 'shop' }) {
  const [params, setParams] = useSearchParams();
  const { dedicated, tabs, tab, source } = categoryTab(category, mode, params);
  const scope = useMemo(() => categoryScope(source, tab), [source, tab]);
  const { state, update, query } = useBrowseListing(scope);

  // Header menus link `?type=full-face` for a style of the category: show it in the Style group.
  useEffect(() => {
    const styleTypes = state.types.filter((t) => !findSubtype(t) && category.styles.some((s) => s.tag === t.toLowerCase()));
    if (styleTypes.length === 0) return;
    update({ types: state.types.filter((t) => !styleTypes.includes(t)), styles: [...state.styles, ...styleTypes.map((t) => t.toLowerCase())] }, { replace: true });
  }, [state.types, state.styles, category, update]);

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
      query={query}
      state={state}
      update={update}
      scope={scope}
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
        // What the selected tab holds with the chosen filters, so the count matches the products listed under it.
        count={query.isPending || query.isError || !query.data ? undefined : listingTotal(query.data, state) ?? undefined}
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
