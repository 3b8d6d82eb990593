import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import { Container, Icon, mq, v } from '@tjb/ui';
import { Link } from 'react-router-dom';
import { SectionHeading } from '../../../shared/ui/section-heading';

/**
 * Spec 000 §2.4 item 2 links two sister-company sites whose addresses the spec does not give; until the
 * shop names them, each brand card opens that brand's gear in this shop (a search on the vendor).
 */
const BRANDS = [
  { name: 'Renegade Classics', text: 'Old-school leather and rider classics, cut for the long road.' },
  { name: 'Iron Horse Leather Co.', text: 'Heavyweight cowhide jackets, vests and chaps built to outlast the bike.' },
] as const;

const grid = css`display: grid; grid-template-columns: repeat(2, 1fr); gap: 1.25rem; ${mq.mobile} { grid-template-columns: 1fr; }`;
const card = css`
  display: block; padding: 2rem; border: 1px solid ${v('line')}; border-radius: ${v('radius')}; text-decoration: none;
  background: linear-gradient(135deg, ${v('surfaceRaised')}, ${v('ink')}); color: ${v('bone')};
  transition: border-color 150ms, transform 150ms;
  &:hover { border-color: ${v('accent')}; color: ${v('bone')}; transform: translateY(-2px); }
  h3 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  p { color: ${v('muted')}; margin: 0 0 1rem; }
  span { display: inline-flex; align-items: center; gap: 0.4em; color: ${v('accent')}; font-family: ${v('fontDisplay')}; text-transform: uppercase; letter-spacing: 0.08em; }
  @media (prefers-reduced-motion: reduce) { transition: none; &:hover { transform: none; } }
`;

/** The brand cards (the section's box is BrandsSection's). */
export function BrandsContent() {
  return (
    <Container>
      <SectionHeading id="home-brands-title" eyebrowText="The family">
        Our Brands
      </SectionHeading>
      <div css={grid}>
        {BRANDS.map((b) => (
          <Link key={b.name} to={paths.shop({ search: b.name })} css={card}>
            <h3>{b.name}</h3>
            <p>{b.text}</p>
            <span>
              Shop {b.name} <Icon name="arrowRight" size={16} />
            </span>
          </Link>
        ))}
      </div>
    </Container>
  );
}
