import { css } from '@emotion/react';

// Each mark is a box of the page's own: as a picture every mark was a document of its own, which the browser
// parses, styles and lays out on the page's main thread (and its lettering asked for a font), on every page
// whose footer is near the first screen. One rule set for the list, so the page carries the box's style once
// (a listing page's HTML has a budget).
const list = css`
  display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; list-style: none;
  font: italic 900 15px/1 var(--tjb-font-body);
  span {
    display: flex; align-items: center; justify-content: center; width: 56px; height: 36px; border-radius: 4px;
    background: #efe8dc; box-shadow: inset 0 0 0 1px #0002; color: #1a1f71;
  }
  i { width: 20px; height: 20px; border-radius: 50%; background: #eb001b; }
  i + i { margin-left: -8px; background: #f79e1be6; }
  li:nth-child(3) span { font: 900 12px/1 var(--tjb-font-body); color: #fff; background: #2e77bc; box-shadow: inset 0 0 0 1px #0002, inset 0 0 0 3px #efe8dc; }
  li:last-child span { font-size: 13px; color: #003087; }
  b { color: #006aa9; }
`;

/** The payment methods checkout accepts (spec 001: card or PayPal), as drawn marks of our own (no third-party logo). */
export function PaymentBadges() {
  return (
    <ul css={list} aria-label="Payment methods we accept">
      <li><span role="img" aria-label="Visa">VISA</span></li>
      <li><span role="img" aria-label="Mastercard"><i /><i /></span></li>
      <li><span role="img" aria-label="American Express">AMEX</span></li>
      <li><span role="img" aria-label="PayPal">Pay<b>Pal</b></span></li>
    </ul>
  );
}
