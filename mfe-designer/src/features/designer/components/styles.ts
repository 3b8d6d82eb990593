import { css } from '@emotion/react';
import { v } from '@tjb/ui';

export const panel = css`border: 1px solid ${v('line')}; border-radius: ${v('radius')}; background: ${v('surface')}; padding: 1rem; margin: 0 0 1rem; min-width: 0;`;
export const legend = css`font-family: ${v('fontDisplay')}; font-weight: 700; letter-spacing: 0.05em; text-transform: uppercase; padding: 0 0.25rem;`;
export const field = css`
  display: block; width: 100%; min-height: 44px; padding: 0.5rem 0.75rem; border-radius: ${v('radius')};
  border: 1px solid ${v('line')}; background: ${v('ink')}; color: ${v('bone')}; font: inherit;
  &:focus-visible { outline: 2px solid ${v('accent')}; outline-offset: 2px; }
`;
export const label = css`display: block; font-weight: 600; margin: 0.75rem 0 0.35rem;`;
export const hint = css`color: ${v('muted')}; font-size: 0.9rem; margin: 0.35rem 0 0;`;
export const choiceGrid = css`display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 0.5rem;`;
/** A radio shown as a tile: the input stays in the page (keyboard, screen readers), the label is the tile. */
export const tile = css`
  position: relative; display: flex; flex-direction: column; gap: 0.2rem; padding: 0.6rem 0.75rem; min-height: 44px;
  border: 2px solid ${v('line')}; border-radius: ${v('radius')}; cursor: pointer; background: ${v('ink')};
  input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  &:has(input:checked) { border-color: ${v('accent')}; }
  &:has(input:focus-visible) { outline: 2px solid ${v('accent')}; outline-offset: 2px; }
`;
export const errorText = css`color: ${v('danger')}; font-weight: 600; margin: 0.5rem 0 0;`;
