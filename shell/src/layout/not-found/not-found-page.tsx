import { css } from '@emotion/react';
import { paths } from '@tjb/mf-config';
import { buttonStyle, Container, v } from '@tjb/ui';
import { Link } from 'react-router-dom';

const card = css`
  max-width: 36rem; margin: 4rem auto; padding: 2.5rem 2rem; text-align: center;
  background: ${v('surface')}; border: 1px solid ${v('line')}; border-top: 4px solid ${v('accent')};
  border-radius: ${v('radius')};
  h1 { font-size: clamp(1.8rem, 5vw, 2.6rem); }
  p { color: ${v('muted')}; margin: 0 0 2rem; }
`;

const actions = css`display: flex; flex-wrap: wrap; justify-content: center; gap: 0.75rem;`;

/** Any path the shop does not have (spec 000 §2.1). */
export function NotFoundPage() {
  return (
    <Container>
      {/* React hoists these into <head>: the tab says what happened and search engines skip the page. */}
      <title>Page Not Found | TJ's Biker Gear</title>
      <meta name="robots" content="noindex" />
      <section css={card} aria-labelledby="not-found-heading">
        <h1 id="not-found-heading">404 Page Not Found</h1>
        <p>Did you forget to add the page to the router?</p>
        <div css={actions}>
          <Link to={paths.home()} css={buttonStyle('primary')}>
            Back to Home
          </Link>
          <Link to={paths.shop()} css={buttonStyle('outline')}>
            Shop All Gear
          </Link>
        </div>
      </section>
    </Container>
  );
}
