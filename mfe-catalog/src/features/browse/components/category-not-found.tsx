import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import { buttonStyle, Container, v } from '@tjb/ui';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../../shared/seo/page-meta';
import { usePageStatus } from '../../../shared/seo/page-status';

const box = css`padding: 4rem 0; text-align: center; h1 { font-size: clamp(2rem, 6vw, 3rem); } p { color: ${v('muted')}; margin: 0 0 1.5rem; }`;

/** An unknown category slug (a typo, an old link): say so and offer the way back. */
export function CategoryNotFound({ slug }: { slug: string }) {
  usePageStatus(404);
  return (
    <Container>
      <PageMeta title="Category Not Found" description="This category does not exist." noindex />
      <div css={box}>
        <h1>Category Not Found</h1>
        <p>We don&apos;t have a category called “{slug.slice(0, 60)}”.</p>
        <Link to={paths.products()} css={buttonStyle('primary')}>Browse all categories</Link>
      </div>
    </Container>
  );
}
