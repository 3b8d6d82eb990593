import { css } from '@emotion/react';
import { v } from '@tjb/ui';
import type { Badge } from '../badges';

const list = css`display: flex; flex-wrap: wrap; gap: 0.35rem; list-style: none; margin: 0; padding: 0;`;
const pill = css`
  padding: 0.15rem 0.5rem; border-radius: 2px; font-family: ${v('fontDisplay')}; font-size: 0.75rem; letter-spacing: 0.08em; font-weight: 700;
`;
const tone = {
  sale: css`background: ${v('accent')}; color: ${v('ink')};`,
  new: css`background: ${v('bone')}; color: ${v('ink')};`,
  bestseller: css`background: ${v('ink')}; color: ${v('accent')}; border: 1px solid ${v('accent')};`,
};

export function BadgeList({ badges, labels }: { badges: readonly Badge[]; labels?: Partial<Record<Badge['kind'], string>> }) {
  if (badges.length === 0) return null;
  return (
    <ul css={list} aria-label="Badges">
      {badges.map((b) => (
        <li key={b.kind} css={[pill, tone[b.kind]]}>
          {b.kind === 'sale' && labels?.sale ? labels.sale.replace('{label}', b.label) : (labels?.[b.kind] ?? b.label)}
        </li>
      ))}
    </ul>
  );
}
