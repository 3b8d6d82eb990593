import { css } from '@emotion/react';
import { belowTheFold, StaticSection, v } from '@tjb/ui';
import { lazy, Suspense } from 'react';

// A server-rendered page keeps the footer's HTML (StaticSection), so its content's code is needed only
// where the browser renders the footer itself: a page the gateway left to the browser.
const FooterContent = lazy(() => import('./footer-content').then((m) => ({ default: m.FooterContent })));

const footer = css`
  /* The bottom padding leaves room for the fixed chat and back-to-top buttons (8.25rem stacked) over the last row. */
  margin-top: 4rem; padding: 3rem 0 9rem; background: ${v('surface')};
  border-top: 3px solid ${v('accent')}; color: ${v('muted')}; font-size: 0.95rem;
`;
// Below the page's content on all but the shortest pages: laid out only as the shopper nears it.
const offscreen = belowTheFold({ mobile: 1064, desktop: 520 });

/**
 * The footer on every page (spec 000 §2.3). Nothing in it but links, so the browser never hydrates it: it
 * keeps the server's HTML and follows its links through the router (StaticSection).
 */
export function Footer() {
  return (
    <StaticSection as="footer" css={[footer, offscreen]}>
      <Suspense fallback={null}>
        <FooterContent />
      </Suspense>
    </StaticSection>
  );
}
