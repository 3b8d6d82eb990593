import { css } from '@emotion/react';
import { mq, Skeleton, v } from '@tjb/ui';
import type { ListingProduct } from '../product-facts';
import { ProductCard } from './product-card';

const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--card-min, 240px)), 1fr));
  ${mq.mobile} { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.75rem; }
`;
// One row that fills its track on wide screens (one column per card of a page, no empty fifth), and on
// phones and tablets a row the shopper swipes, snapping card by card, with the next card peeking in.
const row = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: repeat(4, minmax(0, 1fr));
  ${mq.mobile} {
    grid-template-columns: none; grid-auto-flow: column; grid-auto-columns: 44%; gap: 0.75rem; overflow-x: auto;
    scroll-snap-type: x mandatory; overscroll-behavior-x: contain; padding-bottom: 0.5rem; > li { scroll-snap-align: start; }
  }
  @media (min-width: 768px) { > [data-off] { display: none; } }
`;
const list = css`list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem;`;
const skeletonCard = css`display: grid; gap: 0.6rem; padding-bottom: 1rem; border: 1px solid ${v('line')}; border-radius: ${v('radius')}; overflow: hidden;`;

export function ProductCardSkeleton() {
  return (
    <div css={skeletonCard} aria-hidden="true">
      <div css={css`aspect-ratio: 1;`}><Skeleton height="100%" /></div>
      <div css={css`padding: 0 1rem; display: grid; gap: 0.5rem;`}>
        <Skeleton height={12} width="40%" />
        <Skeleton height={18} width="85%" />
        <Skeleton height={18} width="30%" />
        <Skeleton height={44} />
      </div>
    </div>
  );
}

/** Cards in a responsive grid or a list; while loading, skeleton cards hold the same space. */
export function ProductGrid({ products, loading, skeletons = 8, layout = 'grid', priorityCount = 0, label, minCardWidth, shown }: {
  products: readonly ListingProduct[];
  loading?: boolean;
  skeletons?: number;
  layout?: 'grid' | 'list' | 'row';
  /** In a row: the cards a wide screen shows (a carousel's page); phones swipe through them all. */
  shown?: (index: number) => boolean;
  /** How many leading cards are above the fold (eager, high-priority images). */
  priorityCount?: number;
  label?: string;
  minCardWidth?: string;
}) {
  const style = minCardWidth ? ({ '--card-min': minCardWidth } as React.CSSProperties) : undefined;
  if (loading) {
    return (
      <ul css={layout === 'row' ? row : grid} style={style} aria-busy="true" aria-label={label ? `${label} (loading)` : 'Loading products'}>
        {Array.from({ length: skeletons }, (_, i) => <li key={i}><ProductCardSkeleton /></li>)}
      </ul>
    );
  }
  return (
    <ul css={layout === 'list' ? list : layout === 'row' ? row : grid} style={style} aria-label={label}>
      {products.map((p, i) => (
        <li key={p.id} data-off={shown && !shown(i) ? '' : undefined}>
          <ProductCard product={p} layout={layout === 'list' ? 'list' : 'grid'} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
