import { css } from '@emotion/react';
import { v } from '@tjb/ui';

/** A quiet action that reads as a link (Remove, Clear All) but keeps a 44 px touch target. */
export const textButton = css`
  min-height: 44px; padding: 0 0.5rem; border: 0; background: none; cursor: pointer;
  color: ${v('muted')}; text-decoration: underline; text-underline-offset: 3px; font-size: 0.875rem;
  &:hover { color: ${v('accent')}; }
`;
