import { css } from '@emotion/react';
import { v } from '@tjb/ui';

export const field = css`display: grid; gap: 0.35rem; font-size: 0.95rem;
  > span { color: ${v('bone')}; font-weight: 600; }
  small { color: ${v('muted')}; }`;

export const input = css`
  min-height: 44px; width: 100%; padding: 0.55rem 0.75rem; border: 1px solid ${v('line')}; border-radius: ${v('radius')};
  background: ${v('ink')}; color: ${v('bone')};
  &::placeholder { color: ${v('muted')}; opacity: 0.8; }
  &:focus-visible { outline: 2px solid ${v('accent')}; outline-offset: 0; border-color: ${v('accent')}; }
`;

export const textarea = css`${input}; min-height: 96px; resize: vertical;`;

export const select = css`${input}; appearance: auto;`;

/** Looks disabled but stays focusable, so a click can say what is missing. */
export const softDisabled = css`&[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }`;
