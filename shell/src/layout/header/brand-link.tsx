import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import { mq, v } from '@tjb/ui';
import { HeaderLink } from './header-link';

const brand = css`
  display: inline-flex; align-items: center; gap: 0.5rem; min-height: 44px; text-decoration: none; color: ${v('bone')};
  font-family: ${v('fontDisplay')}; font-weight: 700; font-size: 1.45rem; letter-spacing: 0.04em;
  text-transform: uppercase; white-space: nowrap;
  &:hover { color: ${v('bone')}; }
  &:hover svg { color: ${v('accentStrong')}; }
  ${mq.mobile} { font-size: 1.1rem; letter-spacing: 0.02em; gap: 0.35rem; min-width: 0; svg { width: 24px; height: 24px; } }
`;

/**
 * On a phone the name gives way before the buttons beside it: the display face is optional (a slow first
 * visit paints the wider fallback face for good), and the row must not push the cart off the screen then.
 */
const name = css`overflow: hidden; text-overflow: ellipsis; min-width: 0;`;

const mark = css`color: ${v('accent')}; flex: none;`;

/** The shop's name, linking home. A small piston-and-wing mark keeps it recognisable when space is tight. */
export function BrandLink() {
  return (
    <HeaderLink to={paths.home()} css={brand}>
      <svg css={mark} aria-hidden="true" focusable="false" width="30" height="30" viewBox="0 0 30 30" fill="currentColor">
        <path d="M15 3 4 8v7c0 6 4.7 10.6 11 12 6.3-1.4 11-6 11-12V8z" opacity="0.25" />
        <path d="M11 9h8v2h-3v10h-2V11h-3zM9 16h3v2H9zm9 0h3v2h-3z" />
      </svg>
      <span css={name}>TJ's Biker Gear</span>
    </HeaderLink>
  );
}
