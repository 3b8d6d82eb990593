import { css } from '@emotion/react';
import { v } from '@tjb/ui';
import type { ReactNode } from 'react';

const list = css`
  display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; list-style: none;
  svg { display: block; width: 56px; height: 36px; }
  text { font-family: ${v('fontDisplay')}; font-weight: 700; letter-spacing: 0.02em; }
`;

// Drawn marks of our own (no third-party logo files), as markup in the footer's HTML rather than image
// files: each SVG image is a document of its own, which the browser makes, parses, styles and lays out on
// the main thread (3-14 ms of wall each here, four on every page whose footer is near the first screen),
// and its text asked the system for a font besides. Inline, the marks are a few boxes of the page, set in
// the shop's display face. The footer keeps its server HTML, so they cost no script either.
const frame = (
  <>
    <rect width="56" height="36" rx="4" fill="#efe8dc" />
    <rect x=".5" y=".5" width="55" height="35" rx="3.5" fill="none" stroke="#000" strokeOpacity=".15" />
  </>
);

const marks: ReadonlyArray<{ name: string; art: ReactNode }> = [
  {
    name: 'Visa',
    art: (
      <text x="28" y="24.5" textAnchor="middle" fill="#1a1f71" fontSize="17" fontStyle="italic">
        VISA
      </text>
    ),
  },
  {
    name: 'Mastercard',
    art: (
      <>
        <circle cx="22" cy="18" r="10" fill="#eb001b" />
        <circle cx="34" cy="18" r="10" fill="#f79e1b" fillOpacity=".9" />
      </>
    ),
  },
  {
    name: 'American Express',
    art: (
      <>
        <rect x="3" y="3" width="50" height="30" rx="3" fill="#2e77bc" />
        <text x="28" y="23.5" textAnchor="middle" fill="#fff" fontSize="15">
          AMEX
        </text>
      </>
    ),
  },
  {
    name: 'PayPal',
    art: (
      <text x="28" y="24" textAnchor="middle" fontSize="16" fontStyle="italic">
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#0079c1">Pal</tspan>
      </text>
    ),
  },
];

/** The payment methods checkout accepts (spec 001: card or PayPal). */
export function PaymentBadges() {
  return (
    <ul css={list} aria-label="Payment methods we accept">
      {marks.map((mark) => (
        <li key={mark.name}>
          <svg viewBox="0 0 56 36" width="56" height="36" role="img" aria-label={mark.name}>
            {frame}
            {mark.art}
          </svg>
        </li>
      ))}
    </ul>
  );
}
