import { css } from '@emotion/react';
import { mq, v } from '@tjb/ui';

export const fieldGrid = css`
  display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 1rem;
  ${mq.mobile} { grid-template-columns: 1fr; }
`;
export const fullWidth = css`grid-column: 1 / -1;`;

export const control = css`
  width: 100%; min-height: 44px; padding: 0.6rem 0.75rem; border-radius: ${v('radius')};
  border: 1px solid ${v('line')}; background: ${v('ink')}; color: ${v('bone')};
  &:focus-visible { outline: 2px solid ${v('accent')}; outline-offset: 1px; border-color: ${v('accent')}; }
  &[aria-invalid='true'] { border-color: ${v('danger')}; }
`;

export const labelText = css`display: block; font-weight: 600; margin-bottom: 0.375rem;`;
export const hintText = css`color: ${v('muted')}; font-weight: 400; font-size: 0.875rem;`;

/** The reason under a refused field; the words, not only the colour, say what is wrong. */
export const errorText = css`margin: 0.375rem 0 0; color: ${v('danger')}; font-size: 0.875rem; line-height: 1.3;`;
