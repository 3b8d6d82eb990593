import { css } from '@emotion/react';
import { v } from '@tjb/ui';

export const pager = css`display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 0.4rem; margin: 2rem 0 0;
  ol { display: flex; gap: 0.4rem; list-style: none; margin: 0; padding: 0; flex-wrap: wrap; justify-content: center; }`;
export const pageButton = css`
  min-width: 44px; min-height: 44px; padding: 0 0.6rem; border-radius: ${v('radius')}; border: 1px solid ${v('line')};
  background: ${v('surface')}; color: ${v('bone')}; cursor: pointer; font-variant-numeric: tabular-nums;
  &[aria-current='page'] { background: ${v('accent')}; color: ${v('ink')}; border-color: ${v('accent')}; font-weight: 700; }
  &:hover:not(:disabled):not([aria-current='page']) { border-color: ${v('accent')}; color: ${v('accent')}; }
  &:disabled { opacity: 0.45; cursor: not-allowed; }
`;
export const gap = css`display: inline-grid; place-items: center; min-width: 28px; color: ${v('muted')};`;
