import { css } from '@emotion/react';
import type { CategoryDefinition } from '@tjb/storefront';
import { mq, Skeleton, v } from '@tjb/ui';
import { Link } from 'react-router-dom';
import { useProductCounts } from '../../../shared/api/count-products';

const section = css`margin: 0 0 2.25rem; h2 { font-size: 1.5rem; margin: 0 0 1rem; }`;
const grid = css`list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  ${mq.mobile} { grid-template-columns: 1fr 1fr; } @media (max-width: 420px) { grid-template-columns: 1fr; }`;
const card = css`display: grid; gap: 0.35rem; height: 100%; padding: 1.1rem; border-radius: ${v('radius')}; border: 1px solid ${v('line')};
  background: ${v('surface')}; color: ${v('bone')}; text-decoration: none; transition: border-color 150ms;
  &:hover { border-color: ${v('accent')}; color: ${v('bone')}; }
  strong { font-family: ${v('fontDisplay')}; font-size: 1.15rem; text-transform: uppercase; letter-spacing: 0.04em; }
  span { color: ${v('muted')}; font-size: 0.9rem; }
  em { font-style: normal; color: ${v('accent')}; font-size: 0.9rem; min-height: 1.3em; }`;

/** The bottoms and shirts pages' linked cards (spec 000 §2.5), each with its item count from the data. */
export function SubpageSections({ category }: { category: CategoryDefinition }) {
  const counts = useProductCounts(category.subpages.map((s) => s.query));
  const sections = [...new Set(category.subpages.map((s) => s.section))];
  return (
    <>
      {sections.map((name) => (
        <section key={name} css={section} aria-label={name}>
          <h2>{name}</h2>
          <ul css={grid}>
            {category.subpages.map((s, i) => (s.section !== name ? null : (
              <li key={s.path}>
                <Link to={`/shop/${category.slug}/${s.path}`} css={card}>
                  <strong>{s.name}</strong>
                  <span>{s.description}</span>
                  <em>{counts[i] === undefined ? <Skeleton height="1em" width="4rem" /> : `${counts[i]} ${counts[i] === 1 ? 'item' : 'items'}`}</em>
                </Link>
              </li>
            )))}
          </ul>
        </section>
      ))}
    </>
  );
}
