import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import { buttonStyle, Container, v } from '@tjb/ui';
import { Link } from 'react-router-dom';
import { CATEGORY_MENUS } from '../header/category-menus';
import { SearchForm } from '../header/search-form';

const card = css`
  max-width: 40rem; margin: 4rem auto; padding: 2.5rem 2rem; text-align: center;
  background: ${v('surface')}; border: 1px solid ${v('line')}; border-top: 4px solid ${v('accent')};
  border-radius: ${v('radius')};
  h1 { font-size: clamp(1.8rem, 5vw, 2.6rem); }
  p { color: ${v('muted')}; margin: 0 0 1.5rem; }
  h2 { margin: 2rem 0 0.75rem; font-size: 1rem; letter-spacing: 0.06em; text-transform: uppercase; }
  @media (max-width: 480px) { margin: 2rem auto; padding: 2rem 1rem; }
`;

const search = css`display: flex; justify-content: center; margin-bottom: 1.5rem; > form { max-width: 28rem; }`;

const actions = css`display: flex; flex-wrap: wrap; justify-content: center; gap: 0.75rem;`;

const categories = css`
  display: flex; flex-wrap: wrap; justify-content: center; gap: 0.5rem; margin: 0; padding: 0; list-style: none;
  a {
    display: inline-flex; align-items: center; min-height: 44px; padding: 0 1rem; border: 1px solid ${v('line')};
    border-radius: 999px; color: ${v('bone')}; text-decoration: none;
  }
  a:hover, a:focus-visible { border-color: ${v('accent')}; color: ${v('accent')}; }
`;

/**
 * Any path the shop does not have (spec 000 §2.1: the card's heading). The spec's text speaks to the
 * developer ("Did you forget to add the page to the router?"); a shopper gets a way on instead: search,
 * the shop and its categories. The search is a plain GET form, so it works before the scripts run.
 */
export function NotFoundPage() {
  return (
    <Container>
      {/* React hoists these into <head>: the tab says what happened and search engines skip the page. */}
      <title>Page Not Found | TJ's Biker Gear</title>
      <meta name="robots" content="noindex" />
      <section css={card} aria-labelledby="not-found-heading">
        <h1 id="not-found-heading">404 Page Not Found</h1>
        <p>We couldn't find that page. The link may be mistyped, or the page may have moved. Search for what you were after:</p>
        <div css={search}>
          <SearchForm />
        </div>
        <div css={actions}>
          <Link to={paths.shop()} css={buttonStyle('primary')}>
            Shop All Gear
          </Link>
          <Link to={paths.home()} css={buttonStyle('outline')}>
            Back to Home
          </Link>
        </div>
        <nav aria-labelledby="not-found-categories">
          <h2 id="not-found-categories">Shop by category</h2>
          <ul css={categories}>
            {CATEGORY_MENUS.map((menu) => (
              <li key={menu.category}>
                <Link to={paths.category(menu.category)}>{menu.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </Container>
  );
}
