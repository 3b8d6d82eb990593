import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import { buttonStyle, Container, mq, PageHeading, pictureLoading, sizedPicture, Skeleton, v } from '@tjb/ui';
import { Link } from 'react-router-dom';
import { queryThen, type PageQueries } from '@tjb/ui/page-data';
import { productCountQuery, useProductCounts } from '../../../shared/api/count-products';
import { categoryQuery, resolveCategory } from '../../../shared/category/categories';
import { LoadError } from '../../../shared/listing/components/load-error';
import { PageMeta } from '../../../shared/seo/page-meta';
import { categoryShowcaseQuery, useCategoryShowcase } from '../api/get-category-showcase';

const grid = css`list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: repeat(3, minmax(0, 1fr));
  @media (max-width: 1000px) { grid-template-columns: repeat(2, minmax(0, 1fr)); } ${mq.mobile} { grid-template-columns: 1fr; }`;
/** How wide a card's picture is: the grid's one, two or three columns. */
const SHOWCASE_PICTURE_SIZES = '(max-width: 767px) 100vw, (max-width: 1000px) 50vw, 420px';
const featured = css`@media (min-width: 1001px) { grid-column: span 1; } `;
const card = css`position: relative; display: grid; height: 100%; border: 1px solid ${v('line')}; border-radius: ${v('radius')}; overflow: hidden; background: ${v('surface')};
  &:hover, &:focus-within { border-color: ${v('accent')}; }
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; background: ${v('surfaceRaised')}; }
  div { padding: 1rem 1.25rem 1.25rem; display: grid; gap: 0.35rem; }
  h2 { font-size: 1.5rem; margin: 0; } h2 a { color: ${v('bone')}; text-decoration: none; } h2 a::after { content: ''; position: absolute; inset: 0; }
  p { margin: 0; color: ${v('muted')}; } strong { color: ${v('accent')}; font-family: ${v('fontDisplay')}; letter-spacing: 0.06em; }`;
const tag = css`position: absolute; top: 0.75rem; left: 0.75rem; background: ${v('accent')}; color: ${v('ink')}; font-family: ${v('fontDisplay')}; font-size: 0.75rem; padding: 0.15rem 0.5rem; letter-spacing: 0.08em;`;
const links = css`display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 0 0 2rem;`;

/** The storefront query a showcase entry's exact count comes from (null: the whole catalogue). */
const showcaseCountQuery = (entry: { slug: string }) => {
  const category = resolveCategory(entry.slug);
  return category ? categoryQuery(category) : null;
};

/** The showcase, then each of its categories' exact count. */
export const pageQueries: PageQueries = () => [
  queryThen(categoryShowcaseQuery(), (entries) => entries.map((e) => productCountQuery(showcaseCountQuery(e)))),
];

/** `/products` (Shop All): the category showcase, every count and image from the catalogue. */
export function ProductsShowcasePage() {
  const { data, isPending, isError, refetch } = useCategoryShowcase();
  // The showcase counts stop at 250; the exact count comes from a full id listing.
  const counts = useProductCounts((data ?? []).map(showcaseCountQuery));
  return (
    <Container css={css`padding-bottom: 3rem;`}>
      <PageMeta title="Shop All" description="Shop every category: helmets, leather jackets, vests, chaps, bottoms, shirts, boots, luggage and bike gear." path="/products" />
      <PageHeading title="Shop All" tagline="Every category of riding gear we carry, straight from our stock." />
      <div css={links}>
        <Link to={paths.allProducts()} css={buttonStyle('primary')}>All Products</Link>
        <Link to={paths.catalog()} css={buttonStyle('outline')}>Complete Catalog</Link>
        <Link to={paths.shop({ sale: true })} css={buttonStyle('outline')}>Sale</Link>
      </div>
      {isError ? <LoadError onRetry={() => void refetch()} /> : (
        <ul css={grid} aria-busy={isPending}>
          {isPending
            ? Array.from({ length: 9 }, (_, i) => <li key={i}><Skeleton height={330} /></li>)
            : data.map((entry, i) => (
              <li key={entry.slug} css={entry.featured ? featured : undefined}>
                <article css={card}>
                  <img {...sizedPicture(entry.image.src, 640, SHOWCASE_PICTURE_SIZES)} alt="" width={640} height={480} {...pictureLoading(i, 3)} />
                  {entry.featured ? <span css={tag}>FEATURED</span> : null}
                  <div>
                    <h2><Link to={entry.href}>{entry.name}</Link></h2>
                    <p>{entry.description}</p>
                    <strong>{counts[i] ?? entry.count} {(counts[i] ?? entry.count) === 1 ? 'product' : 'products'}</strong>
                  </div>
                </article>
              </li>
            ))}
        </ul>
      )}
    </Container>
  );
}
