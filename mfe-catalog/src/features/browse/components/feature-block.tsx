import { css } from '@emotion/react';
import { belowTheFold, Icon, mq, StaticSection, v } from '@tjb/ui';
import type { FeatureBlock as Block } from '../state/dedicated-pages';

const wrap = css`margin: 3.5rem 0 1rem; padding: 2rem; border: 1px solid ${v('line')}; border-radius: ${v('radius')}; background: ${v('surface')};
  h2 { text-align: center; font-size: clamp(1.5rem, 4vw, 2.25rem); margin: 0 0 1.5rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: repeat(3, 1fr); ${mq.mobile} { grid-template-columns: 1fr; } }
  li { text-align: center; } h3 { font-size: 1.15rem; margin: 0.6rem 0 0.4rem; } p { color: ${v('muted')}; margin: 0; }
  svg { color: ${v('accent')}; }`;

// Under the category's grid, so laid out as it nears.
const offscreen = belowTheFold({ mobile: 620, desktop: 280 });

/** A category's selling points: copy only, so a server-rendered page keeps its HTML (StaticSection). */
export function FeatureBlock({ block }: { block: Block }) {
  return (
    <StaticSection as="section" css={[wrap, offscreen]} aria-labelledby="category-features-title">
      <h2 id="category-features-title">{block.title}</h2>
      <ul>
        {block.items.map((item) => (
          <li key={item.title}>
            <Icon name="shield" size={32} />
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </StaticSection>
  );
}
