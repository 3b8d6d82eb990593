import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import { buttonStyle, v } from '@tjb/ui';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../../shared/seo/page-meta';

const box = css`padding: 4rem 0; text-align: center; h1 { font-size: clamp(2rem, 6vw, 3rem); } p { color: ${v('muted')}; margin: 0 0 1.5rem; }`;

/** Spec 000 §2.6/§8: an unknown handle. */
export function ProductNotFound() {
  return (
    <div css={box}>
      <PageMeta title="Product Not Found" description="The product you're looking for doesn't exist." noindex />
      <h1>Product Not Found</h1>
      <p>The product you&apos;re looking for doesn&apos;t exist.</p>
      <Link to={paths.shop()} css={buttonStyle('primary')}>Back to Shop</Link>
    </div>
  );
}
