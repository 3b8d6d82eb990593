import { css } from '@emotion/react';
import type { CategoryDefinition } from '@tjb/storefront';
import { mq, Skeleton, v } from '@tjb/ui';
import { Link } from 'react-router-dom';
import { useProductCounts } from '../api/count-products';
import { PARAM } from '../listing/url-state';
import { categoryQuery } from './categories';

const grid = css`list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: repeat(3, minmax(0, 1fr));
  @media (max-width: 1000px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mq.mobile} { grid-template-columns: 1fr; }`;
const card = css`
  position: relative; display: flex; flex-direction: column; gap: 0.6rem; height: 100%; padding: 1.5rem; border-radius: ${v('radius')};
  border: 1px solid ${v('line')}; background: linear-gradient(160deg, ${v('surfaceRaised')} 0%, ${v('surface')} 60%); color: ${v('bone')};
  transition: border-color 150ms;
  &:hover, &:focus-within { border-color: ${v('accent')}; }
  h3 { font-size: 1.6rem; margin: 0; }
  h3 a { color: inherit; text-decoration: none; }
  h3 a::after { content: ''; position: absolute; inset: 0; }
  p { margin: 0; color: ${v('muted')}; }
`;
const count = css`color: ${v('accent')}; font-family: ${v('fontDisplay')}; letter-spacing: 0.06em; text-transform: uppercase; min-height: 1.5em;`;
const subs = css`display: flex; flex-wrap: wrap; gap: 0.35rem; list-style: none; margin: auto 0 0; padding: 0.5rem 0 0;
  a { position: relative; z-index: 1; display: inline-flex; align-items: center; min-height: 44px; padding: 0 0.75rem; font-size: 0.85rem;
    border: 1px solid ${v('line')}; border-radius: 999px; color: ${v('bone')}; text-decoration: none; }
  a:hover, a:focus-visible { border-color: ${v('accent')}; color: ${v('accent')}; }
  a.more { border-color: ${v('accent')}; color: ${v('accent')}; }`;

/** The category's listing already narrowed to one style, as its Style filter writes it in the URL. */
const styleHref = (href: string, tag: string) => `${href}${href.includes('?') ? '&' : '?'}${PARAM.styles}=${encodeURIComponent(tag)}`;

/**
 * Category cards (spec 000 §2.5): name, tagline, item count from the catalogue, the first four
 * subcategories and '+N more'.
 */
export function CategoryCards({ categories, hrefFor, headingLevel: Heading = 'h3' }: {
  categories: readonly CategoryDefinition[];
  hrefFor: (c: CategoryDefinition) => string;
  headingLevel?: 'h2' | 'h3';
}) {
  const counts = useProductCounts(categories.map(categoryQuery));
  return (
    <ul css={grid}>
      {categories.map((c, i) => {
        const n = counts[i];
        const extra = c.styles.length - 4;
        return (
          <li key={c.slug}>
            <article css={card}>
              <Heading><Link to={hrefFor(c)}>{c.name}</Link></Heading>
              <p>{c.tagline}</p>
              <span css={count}>{n === undefined ? <Skeleton height="1.2em" width="6rem" /> : `${n} ${n === 1 ? 'item' : 'items'}`}</span>
              {c.styles.length > 0 ? (
                <ul css={subs} aria-label={`${c.name} subcategories`}>
                  {/* Each chip opens the listing filtered to what it names; above the card's stretched link. */}
                  {c.styles.slice(0, 4).map((s) => <li key={s.tag}><Link to={styleHref(hrefFor(c), s.tag)}>{s.name}</Link></li>)}
                  {extra > 0 ? <li><Link className="more" to={hrefFor(c)} aria-label={`${extra} more ${c.name} styles`}>+{extra} more</Link></li> : null}
                </ul>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
