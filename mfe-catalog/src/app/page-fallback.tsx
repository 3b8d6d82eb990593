import { css } from '@emotion/react';
import { Container, LoadingRegion, Skeleton } from '@tjb/ui';

const wrap = css`display: grid; gap: 1rem; padding: 2rem 0; min-height: calc(100vh - 80px); align-content: start;`;

/** Holds the page's place while its code loads, so the footer never jumps up and back. */
export function PageFallback() {
  return (
    <Container>
      <LoadingRegion css={wrap} label="Loading page">
        <Skeleton height={56} width="45%" />
        <Skeleton height={20} width="30%" />
        <Skeleton height={420} />
      </LoadingRegion>
    </Container>
  );
}
