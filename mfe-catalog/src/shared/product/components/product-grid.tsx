import { css } from '@emotion/react';
import { mq, Skeleton, v } from '@tjb/ui';
import type { ListingProduct } from '../product-facts';
import { ProductCard } from './product-card';

const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--card-min, 240px)), 1fr));
  ${mq.mobile} { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.75rem; }
  @media (max-width: 420px) { grid-template-columns: 1fr; }
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
export function ProductGrid({ products, loading, skeletons = 8, layout = 'grid', priorityCount = 0, label, minCardWidth }: {
  products: readonly ListingProduct[];
  loading?: boolean;
  skeletons?: number;
  layout?: 'grid' | 'list';
  /** How many leading cards are above the fold (eager, high-priority images). */
  priorityCount?: number;
  label?: string;
  minCardWidth?: string;
}) {
  const style = minCardWidth ? ({ '--card-min': minCardWidth } as React.CSSProperties) : undefined;
  if (loading) {
    return (
      <ul css={grid} style={style} aria-busy="true" aria-label={label ? `${label} (loading)` : 'Loading products'}>
        {Array.from({ length: skeletons }, (_, i) => <li key={i}><ProductCardSkeleton /></li>)}
      </ul>
    );
  }
  return (
    <ul css={layout === 'list' ? list : grid} style={style} aria-label={label}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} layout={layout} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
