import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import { buttonStyle, Container, Icon, type IconName, mq, v } from '@tjb/ui';
import { Link } from 'react-router-dom';

/** Spec 000 §2.4 item 1: the four trust badges. */
const TRUST_BADGES: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  { icon: 'badgeCheck', title: 'Quality', text: 'Premium Materials' },
  { icon: 'shield', title: 'Authentic', text: 'Genuine Products' },
  { icon: 'truck', title: 'Store', text: 'Fast Shipping' },
  { icon: 'users', title: 'Trusted', text: '1K+ Riders' },
];


const eyebrow = css`color: ${v('accent')}; font-family: ${v('fontDisplay')}; letter-spacing: 0.25em; text-transform: uppercase; margin: 0 0 1rem; font-size: 0.9rem;`;
const title = css`font-size: clamp(2.75rem, 9vw, 6rem); line-height: 0.95; margin: 0; max-width: 14ch;
  span { color: ${v('accent')}; display: block; }`;
const lead = css`color: ${v('muted')}; font-size: clamp(1rem, 2.2vw, 1.2rem); max-width: 52ch; margin: 1.5rem 0 2rem;`;
const actions = css`display: flex; flex-wrap: wrap; gap: 0.75rem;`;
// Tracks of equal width whatever their content (minmax(0, …), not 1fr's min-content floor): with the
// wider fallback font a badge's words set the column's width, and the columns moved as its lines arrived.
const badges = css`
  list-style: none; margin: clamp(2.5rem, 6vw, 4rem) 0 0; padding: 0; display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 1rem;
  ${mq.mobile} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;
// Drawings of the gear beside the copy: each smaller than a line of the heading, so the heading (or the
// lead) stays the LCP element; sized by attributes and CSS, so nothing shifts when they arrive. Each has
// its own fixed cell (two above, the third centred below): the browser may paint while it has parsed only
// some of them, and boxes placed by their content would move (and re-centre) as the others arrive.
const layout = css`display: grid; grid-template-columns: 1fr auto; align-items: center; gap: 2rem; ${mq.mobile} { display: block; }`;
const gear = css`
  display: grid; grid-template: repeat(2, 180px) / repeat(2, 180px); gap: 1rem;
  img { width: 180px; height: 180px; border-radius: ${v('radius')}; }
  img:nth-of-type(3) { grid-column: 1 / -1; justify-self: center; }
  ${mq.mobile} { display: flex; gap: 0.75rem; margin-top: 1.75rem; img { width: 96px; height: 96px; } }
`;
/** The category drawings (/media/categories/<slug>.svg, cached a day like every product image). */
const GEAR = ['helmets', 'jackets', 'boots'];

// The icon stands at the top beside its two lines, not centred on them: centred, it would move as the
// browser parses the lines under the title. On a phone it stands above them: beside them, a half-width
// column leaves the title less room than "AUTHENTIC" needs in the wider fallback font.
const badge = css`
  display: flex; align-items: flex-start; gap: 0.75rem; padding: 1rem; border: 1px solid ${v('line')}; border-radius: ${v('radius')};
  background: rgb(13 12 11 / 0.6); color: ${v('accent')};
  svg { flex: none; margin-top: 0.625rem; }
  div { min-width: 0; overflow-wrap: break-word; }
  strong { display: block; color: ${v('bone')}; font-family: ${v('fontDisplay')}; text-transform: uppercase; letter-spacing: 0.06em; }
  span { color: ${v('muted')}; font-size: 0.875rem; }
  ${mq.mobile} { flex-direction: column; gap: 0.5rem; padding: 0.875rem; svg { margin-top: 0; } }
`;

/** The hero's copy, drawings and trust badges (HeroSection says when this code loads). */
export function HeroContent() {
  return (
    <Container>
      <div css={layout}>
        <div>
          <p css={eyebrow}>TJ&apos;s Biker Gear · Arkansas</p>
          <h1 id="home-hero-title" css={title}>
            Ride hard. <span>Ride proud.</span>
          </h1>
          <p css={lead}>
            Helmets, leather jackets, vests, boots and luggage for riders who put the miles in. Real gear, real stock,
            shipped fast from our shop to your garage.
          </p>
          <div css={actions}>
            <Link to={paths.shop()} css={buttonStyle('primary')}>
              Shop Now
            </Link>
            <Link to={paths.products()} css={buttonStyle('outline')}>
              Browse Categories
            </Link>
          </div>
        </div>
        <div css={gear} aria-hidden="true">
          {GEAR.map((slug) => (
            <img key={slug} src={`/media/categories/${slug}.svg`} alt="" width={180} height={180} decoding="async" fetchPriority="low" />
          ))}
        </div>
      </div>
      <ul css={badges} aria-label="Why riders trust us">
        {TRUST_BADGES.map((b) => (
          <li key={b.title} css={badge}>
            <Icon name={b.icon} size={28} />
            <div>
              <strong>{b.title}</strong>
              <span>{b.text}</span>
            </div>
          </li>
        ))}
      </ul>
    </Container>
  );
}
