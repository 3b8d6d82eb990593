import { css } from '@emotion/react';
import { CUSTOM_PRODUCTION_TIME } from '@tjb/pricing';
import { Icon, v, type IconName } from '@tjb/ui';

const CARDS: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  { icon: 'truck', title: 'Fast Production', text: `Your custom piece is made in ${CUSTOM_PRODUCTION_TIME}.` },
  { icon: 'badgeCheck', title: 'Premium Materials', text: 'Heavyweight cotton and real leather built for the road.' },
  { icon: 'zoom', title: 'Live Preview', text: 'See every change on the garment as you make it.' },
];

/** The spec's three info cards: production time, materials, live preview. */
export function InfoCards() {
  return (
    <ul css={css`list-style: none; padding: 0; margin: 0 0 2rem; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));`}>
      {CARDS.map((c) => (
        <li key={c.title} css={css`border: 1px solid ${v('line')}; border-radius: ${v('radius')}; background: ${v('surface')}; padding: 1rem;`}>
          <span css={css`color: ${v('accent')};`}>
            <Icon name={c.icon} size={28} />
          </span>
          <h2 css={css`font-size: 1.1rem; margin: 0.5rem 0 0.25rem;`}>{c.title}</h2>
          <p css={css`margin: 0; color: ${v('muted')};`}>{c.text}</p>
        </li>
      ))}
    </ul>
  );
}
