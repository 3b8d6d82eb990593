import { css } from '@emotion/react';
import { LoadingRegion, mq, Skeleton } from '@tjb/ui';

export const productLayout = css`display: grid; grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); gap: clamp(1.5rem, 4vw, 3rem); align-items: start;
  ${mq.mobile} { grid-template-columns: minmax(0, 1fr); }`;

/** Same shape as the loaded page: gallery square, thumbnails and the buy box lines. */
export function ProductSkeleton() {
  return (
    <LoadingRegion css={productLayout} label="Loading product">
      <div css={css`display: grid; gap: 0.75rem;`}>
        <div css={css`aspect-ratio: 1;`}><Skeleton height="100%" /></div>
        <div css={css`display: flex; gap: 0.5rem;`}>{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={72} width={72} />)}</div>
      </div>
      <div css={css`display: grid; gap: 1rem;`}>
        <Skeleton height={16} width="30%" />
        <Skeleton height={44} width="85%" />
        <Skeleton height={32} width="35%" />
        <Skeleton height={72} />
        <Skeleton height={44} width="70%" />
        <Skeleton height={44} width="60%" />
        <Skeleton height={52} />
      </div>
    </LoadingRegion>
  );
}
