import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import { Container, mq, v } from '@tjb/ui';
import { Link } from 'react-router-dom';
import { SocialLinks } from '../social/social-links';
import { FOOTER_COLUMNS } from './footer-links';
import { PaymentBadges } from './payment-badges';

const grid = css`
  display: grid; gap: 2rem; grid-template-columns: minmax(14rem, 1.4fr) repeat(4, minmax(9rem, 1fr));
  @media (max-width: 1023px) { grid-template-columns: repeat(2, minmax(0, 1fr)); > :first-child { grid-column: 1 / -1; } }
  ${mq.mobile} { gap: 1.5rem; }
`;

const heading = css`font-size: 1rem; color: ${v('bone')}; letter-spacing: 0.08em; margin-bottom: 0.75rem;`;

const links = css`
  margin: 0; padding: 0; list-style: none;
  a { display: inline-block; padding: 0.3rem 0; color: ${v('muted')}; text-decoration: none; }
  a:hover { color: ${v('accent')}; text-decoration: underline; }
  /* A thumb needs 44 px: on phones each link is a full-height row. */
  ${mq.mobile} { a { display: flex; align-items: center; min-height: 44px; padding: 0; } }
`;

const brand = css`
  display: inline-flex; align-items: center; min-height: 44px;
  font-family: ${v('fontDisplay')}; font-weight: 700; font-size: 1.6rem; text-transform: uppercase;
  letter-spacing: 0.04em; color: ${v('bone')}; text-decoration: none;
  &:hover { color: ${v('accent')}; }
`;

const bottom = css`
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 1rem;
  margin-top: 2.5rem; padding-top: 1.5rem; border-top: 1px solid ${v('line')}; font-size: 0.85rem;
  p { margin: 0; }
`;

/** What the footer on every page holds (spec 000 §2.3), with the copyright year of the day it is read. */
export function FooterContent() {
  const year = new Date().getFullYear();
  return (
    <Container>
      <div css={grid}>
        <section aria-label="About TJ's Biker Gear">
          <Link to={paths.home()} css={brand}>
            TJ's Biker Gear
          </Link>
          <p css={{ maxWidth: '32ch', margin: '0.75rem 0 1rem' }}>
            Harley-style riding gear and apparel for riders who put the miles in. Based in Arkansas.
          </p>
          <SocialLinks />
        </section>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 css={heading}>{column.heading}</h2>
            <ul css={links}>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div css={bottom}>
        <p>© {year} TJ's Biker Gear. All rights reserved.</p>
        <PaymentBadges />
      </div>
    </Container>
  );
}
