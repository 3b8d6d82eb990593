import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import { mq, v } from '@tjb/ui';
import { SHOP_MARK } from '../brand/shop-mark';
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

/** The shop's name, linking home. The shop's mark keeps it recognisable when space is tight. */
export function BrandLink() {
  return (
    <HeaderLink to={paths.home()} css={brand}>
      <svg css={mark} aria-hidden="true" focusable="false" width="30" height="30" viewBox={SHOP_MARK.viewBox} fill="currentColor">
        <path d={SHOP_MARK.shield} opacity="0.25" />
        <path d={SHOP_MARK.letter} />
      </svg>
      <span css={name}>TJ's Biker Gear</span>
    </HeaderLink>
  );
}
