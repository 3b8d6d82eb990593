import { css } from '@emotion/react';
import { StaticSection, v } from '@tjb/ui';
import { lazy } from 'react';

// A server-rendered home keeps the hero's HTML (StaticSection), so its content's code is needed only where
// the browser renders home itself: a client navigation to home or a page the gateway left to the browser.
// There it suspends up to the page's boundary, which a navigation (a transition) keeps on the page before
// until the code is in: no empty hero is drawn.
const HeroContent = lazy(() => import('./hero-content').then((m) => ({ default: m.HeroContent })));

const hero = css`
  position: relative; overflow: hidden; padding: clamp(3.5rem, 10vw, 7rem) 0 clamp(2.5rem, 6vw, 4rem);
  background:
    radial-gradient(ellipse 60% 70% at 85% 20%, rgb(255 122 26 / 0.22), transparent 70%),
    repeating-linear-gradient(115deg, transparent 0 38px, rgb(255 255 255 / 0.025) 38px 40px),
    linear-gradient(180deg, ${v('surface')}, ${v('ink')});
`;

/** Spec 000 §2.4 item 1: copy, pictures and two links, nothing to hydrate. */
export function HeroSection() {
  return (
    <StaticSection as="section" css={hero} aria-labelledby="home-hero-title">
      <HeroContent />
    </StaticSection>
  );
}
