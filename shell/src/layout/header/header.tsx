import { css } from '@emotion/react';
import { Container, useRouterClicks } from '@tjb/ui';
import { paths } from '@tjb/shop-contracts';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useScrolledPast } from '../scroll/use-scrolled-past';
import { SocialLinks } from '../social/social-links';
import { BrandLink } from './brand-link';
import { CartButton } from './cart-button';
import { CategoryBar } from './category-bar';
import { desktopOnly, headerBar, topRow } from './header.styles';
import { MobileMenu } from './mobile-menu';
import { MobileSearch } from './mobile-search';
import { PrimaryNav } from './primary-nav';
import { SearchForm, type RenderSuggestions } from './search-form';
import { WishlistLink } from './wishlist-link';

/** Spec 000 §9: the header takes its scrolled style past this many pixels. */
export const HEADER_SCROLLED_AT_PX = 20;

const actions = css`display: flex; flex: none; align-items: center; gap: 0.25rem; margin-left: auto;`;

// Social icons are the first thing to give way when the row gets tight; the footer repeats them.
const wideOnly = css`
  @media (max-width: 1399px) { display: none; }
`;

/**
 * The header's own element, the only part that follows the scroll. Its contents come in as children,
 * built by Header, so crossing the threshold re-renders this element alone: re-rendering the whole
 * header (menus, search, category bar) from the scroll event is long work on a slow phone, and a tap
 * right after a scroll would wait for it.
 */
function ScrollAwareHeader({ children }: { children: ReactNode }) {
  const scrolled = useScrolledPast(HEADER_SCROLLED_AT_PX);
  // The header's own links are plain anchors (HeaderLink): this one handler takes them through the router.
  const followLinks = useRouterClicks();
  return (
    <header css={headerBar} className={scrolled ? 'is-scrolled' : undefined} data-scrolled={scrolled} onClick={followLinks}>
      {children}
    </header>
  );
}

/**
 * The shop's header on every page (spec 000 §2.2). Must render inside the router. In checkout it is the
 * logo and the cart only, as in the stores shoppers trust: nothing leads away from paying by accident.
 */
export function Header({ renderSuggestions }: { renderSuggestions?: RenderSuggestions }) {
  const { pathname } = useLocation();
  if (pathname === paths.checkout()) {
    return (
      <ScrollAwareHeader>
        <Container css={topRow}>
          <BrandLink />
          <div css={actions}>
            <CartButton />
          </div>
        </Container>
      </ScrollAwareHeader>
    );
  }
  return (
    <ScrollAwareHeader>
      <Container css={topRow}>
        <MobileMenu renderSuggestions={renderSuggestions} />
        <BrandLink />
        <PrimaryNav />
        <div css={[desktopOnly, { display: 'contents' }]}>
          <SearchForm renderSuggestions={renderSuggestions} />
        </div>
        <div css={actions}>
          <div css={[desktopOnly, wideOnly]}>
            <SocialLinks />
          </div>
          <MobileSearch renderSuggestions={renderSuggestions} />
          <WishlistLink />
          <CartButton />
        </div>
      </Container>
      <CategoryBar />
    </ScrollAwareHeader>
  );
}
