import { css } from '@emotion/react';
import { v } from '@tjb/ui';
import type { ReactNode } from 'react';

const list = css`display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; list-style: none;`;

const card = css`
  display: block; width: 56px; height: 36px; border-radius: ${v('radius')};
  background: ${v('bone')}; box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.15);
`;

// Drawn marks (no image requests, no third-party logo files); the list item carries the card's name.
const marks: ReadonlyArray<{ name: string; art: ReactNode }> = [
  {
    name: 'Visa',
    art: (
      <text x="28" y="24" textAnchor="middle" fill="#1a1f71" fontFamily="Arial, sans-serif" fontSize="15" fontWeight="900" fontStyle="italic">
        VISA
      </text>
    ),
  },
  {
    name: 'Mastercard',
    art: (
      <>
        <circle cx="22" cy="18" r="10" fill="#eb001b" />
        <circle cx="34" cy="18" r="10" fill="#f79e1b" fillOpacity="0.9" />
      </>
    ),
  },
  {
    name: 'American Express',
    art: (
      <>
        <rect x="3" y="3" width="50" height="30" rx="3" fill="#2e77bc" />
        <text x="28" y="23" textAnchor="middle" fill="#fff" fontFamily="Arial, sans-serif" fontSize="12" fontWeight="900">
          AMEX
        </text>
      </>
    ),
  },
  {
    name: 'PayPal',
    art: (
      <text x="28" y="23" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="13" fontWeight="900" fontStyle="italic">
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
          <svg css={card} viewBox="0 0 56 36" role="img" aria-label={mark.name}>
            {mark.art}
          </svg>
        </li>
      ))}
    </ul>
  );
}
