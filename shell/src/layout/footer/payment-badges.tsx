import { css } from '@emotion/react';
import amex from './badges/amex.svg';
import mastercard from './badges/mastercard.svg';
import paypal from './badges/paypal.svg';
import visa from './badges/visa.svg';

const list = css`
  display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; list-style: none;
  img { display: block; width: 56px; height: 36px; }
`;

// Drawn marks of our own (no third-party logo files) as images, not markup in the script: static art
// costs the page no JavaScript and is cached apart.
const marks: ReadonlyArray<{ name: string; src: string }> = [
  { name: 'Visa', src: visa },
  { name: 'Mastercard', src: mastercard },
  { name: 'American Express', src: amex },
  { name: 'PayPal', src: paypal },
];

/** The payment methods checkout accepts (spec 001: card or PayPal). */
export function PaymentBadges() {
  return (
    <ul css={list} aria-label="Payment methods we accept">
      {marks.map((mark) => (
        <li key={mark.name}>
          <img src={mark.src} alt={mark.name} width={56} height={36} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
