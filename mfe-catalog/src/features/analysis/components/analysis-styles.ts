import { css } from '@emotion/react';
import { mq, v } from '@tjb/ui';

export const stats = css`list-style: none; margin: 0 0 2rem; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(4, 1fr);
  ${mq.mobile} { grid-template-columns: repeat(2, 1fr); }
  li { padding: 1.1rem; border: 1px solid ${v('line')}; border-radius: ${v('radius')}; background: ${v('surface')}; }
  strong { display: block; font-family: ${v('fontDisplay')}; font-size: 2rem; color: ${v('accent')}; font-variant-numeric: tabular-nums; }
  span { color: ${v('muted')}; }`;

export const table = css`width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums;
  th, td { text-align: left; padding: 0.6rem 0.75rem; border-bottom: 1px solid ${v('line')}; }
  th { font-family: ${v('fontDisplay')}; text-transform: uppercase; letter-spacing: 0.05em; color: ${v('muted')}; font-weight: 500; }
  td.num, th.num { text-align: right; }
  ${mq.mobile} { th, td { padding: 0.5rem 0.4rem; } }
  .bar { height: 8px; background: ${v('accent')}; border-radius: 4px; min-width: 2px; }`;

export const panel = css`margin: 0 0 2rem; padding: 1.25rem; border: 1px solid ${v('line')}; border-radius: ${v('radius')}; background: ${v('surface')}; overflow-x: auto;
  &:focus-visible { outline: 2px solid ${v('accent')}; outline-offset: 2px; }
  h2 { font-size: 1.35rem; margin: 0 0 1rem; }`;

export const warning = css`padding: 1rem; border: 1px solid ${v('danger')}; border-radius: ${v('radius')}; color: ${v('bone')}; margin: 0 0 1rem;`;
