import { css } from '@emotion/react';
import { mq, v } from '@tjb/ui';

export const headerBar = css`
  position: sticky; top: 0; z-index: 50;
  background: ${v('ink')}; border-bottom: 1px solid ${v('line')};
  transition: background 200ms, box-shadow 200ms;
  &.is-scrolled { background: ${v('surface')}; box-shadow: 0 6px 18px rgb(0 0 0 / 0.55); }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

export const topRow = css`
  display: flex; align-items: center; gap: 0.75rem 1.25rem; flex-wrap: wrap;
  padding-top: 0.75rem; padding-bottom: 0.75rem; transition: padding 200ms;
  .is-scrolled & { padding-top: 0.4rem; padding-bottom: 0.4rem; }
  @media (max-width: 1149px) { row-gap: 0.25rem; }
  ${mq.mobile} { flex-wrap: nowrap; gap: 0.25rem; padding-top: 0.5rem; padding-bottom: 0.5rem; }
`;

/** Shown from the mobile breakpoint up. */
export const desktopOnly = css`
  ${mq.mobile} { display: none !important; }
`;

/** Shown below the mobile breakpoint only. */
export const mobileOnly = css`
  ${mq.desktop} { display: none !important; }
`;

/** Top-level header links; HeaderLink sets aria-current on the open page's. */
export const navLink = css`
  display: inline-flex; align-items: center; min-height: 44px; padding: 0 0.5rem;
  font-family: ${v('fontDisplay')}; font-weight: 500; font-size: 0.9rem; letter-spacing: 0.06em;
  text-transform: uppercase; text-decoration: none; color: ${v('bone')};
  border-bottom: 2px solid transparent; white-space: nowrap;
  &:hover { color: ${v('accent')}; }
  &[aria-current='page'] { color: ${v('accent')}; border-bottom-color: ${v('accent')}; }
`;

export const iconButton = css`
  position: relative; display: inline-flex; align-items: center; justify-content: center;
  width: 44px; height: 44px; padding: 0; border: 0; border-radius: ${v('radius')};
  background: transparent; color: ${v('bone')}; cursor: pointer; text-decoration: none;
  &:hover { color: ${v('accent')}; background: ${v('surfaceRaised')}; }
  &[aria-current='page'] { color: ${v('accent')}; }
`;

export const badge = css`
  position: absolute; top: 2px; right: 0; min-width: 20px; height: 20px; padding: 0 5px;
  border-radius: 10px; background: ${v('accent')}; color: ${v('ink')};
  font: 700 0.7rem/20px ${v('fontBody')}; text-align: center;
`;
