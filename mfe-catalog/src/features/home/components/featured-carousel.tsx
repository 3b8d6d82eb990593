import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import { buttonStyle, Container, Icon, mq, v } from '@tjb/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../shared/listing/components/load-error';
import { ProductGrid } from '../../../shared/product/components/product-grid';
import { Section } from '../../../shared/ui/section';
import { SectionHeading } from '../../../shared/ui/section-heading';
import { useFeaturedProducts } from '../api/get-featured-products';

/** Spec 000 §9: carousel page size 4. */
export const CAROUSEL_PAGE_SIZE = 4;

// Phones swipe the row instead (all cards, scroll-snap): the pager is for wide screens.
const controls = css`display: flex; align-items: center; justify-content: center; gap: 0.5rem; margin-top: 1.5rem; ${mq.mobile} { display: none; }`;
const arrow = css`display: inline-grid; place-items: center; width: 44px; height: 44px; border-radius: 50%; cursor: pointer;
  border: 1px solid ${v('line')}; background: transparent; color: ${v('bone')}; &:hover { border-color: ${v('accent')}; color: ${v('accent')}; }`;
const dot = css`width: 44px; height: 44px; border: 0; background: transparent; cursor: pointer; display: inline-grid; place-items: center;
  &::before { content: ''; width: 12px; height: 12px; border-radius: 50%; background: ${v('line')}; }
  &[aria-current='true']::before { background: ${v('accent')}; }`;
const footer = css`display: flex; justify-content: center; margin-top: 2rem;`;

/** Spec 000 §2.4 item 3: featured products, 4 a page; next and previous wrap around; dots jump. */
export function FeaturedCarousel() {
  const { data, isPending, isError, refetch } = useFeaturedProducts();
  const [page, setPage] = useState(0);
  const products = data ?? [];
  const pages = Math.max(1, Math.ceil(products.length / CAROUSEL_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const onPage = (i: number) => Math.floor(i / CAROUSEL_PAGE_SIZE) === current;
  const go = (n: number) => setPage(((n % pages) + pages) % pages);

  return (
    <Section labelledBy="home-featured-title" tone="surface" offscreen={{ mobile: 710, desktop: 900 }}>
      <Container>
        <SectionHeading id="home-featured-title" eyebrowText="Hand-picked" subtitle="TJ's picks for the season, in stock and ready to ride.">
          Featured Gear
        </SectionHeading>
        {isError ? (
          <LoadError onRetry={() => void refetch()} />
        ) : (
          <div role="group" aria-roledescription="carousel" aria-label="Featured products">
            <div role="group" aria-roledescription="slide" aria-live="polite" aria-label={`Page ${current + 1} of ${pages}`}>
              <ProductGrid products={products} shown={onPage} layout="row" loading={isPending} skeletons={CAROUSEL_PAGE_SIZE} label="Featured products" />
            </div>
            {pages > 1 ? (
              <div css={controls}>
                <button type="button" css={arrow} aria-label="Previous featured products" onClick={() => go(current - 1)}>
                  <Icon name="chevronLeft" />
                </button>
                {Array.from({ length: pages }, (_, i) => (
                  <button key={i} type="button" css={dot} aria-label={`Featured page ${i + 1}`} aria-current={i === current} onClick={() => go(i)} />
                ))}
                <button type="button" css={arrow} aria-label="Next featured products" onClick={() => go(current + 1)}>
                  <Icon name="chevronRight" />
                </button>
              </div>
            ) : null}
          </div>
        )}
        <div css={footer}>
          <Link to={paths.products()} css={buttonStyle('outline')}>View All Products</Link>
        </div>
      </Container>
    </Section>
  );
}
