import { css } from '@emotion/react';

const list = css`
  display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; list-style: none;
`;

// Each mark is a box of the page's own: as a picture every mark was a document of its own, which the browser
// parses, styles and lays out on the page's main thread (and its lettering asked for a font), on every page
// whose footer is near the first screen.
const card = css`
  display: flex; align-items: center; justify-content: center; box-sizing: border-box;
  width: 56px; height: 36px; border-radius: 4px;
  background: #efe8dc; box-shadow: inset 0 0 0 1px rgb(0 0 0 / 15%);
  font-family: var(--tjb-font-body); font-weight: 900; line-height: 1; user-select: none;
`;
const visa = css`color: #1a1f71; font-size: 15px; font-style: italic;`;
const amex = css`
  color: #fff; font-size: 12px; background: #2e77bc;
  box-shadow: inset 0 0 0 1px rgb(0 0 0 / 15%), inset 0 0 0 3px #efe8dc;
`;
const paypal = css`font-size: 13px; font-style: italic; span:first-of-type { color: #003087; } span:last-of-type { color: #0079c1; }`;
const circles = css`
  span { width: 20px; height: 20px; border-radius: 50%; background: #eb001b; }
  span + span { margin-left: -8px; background: #f79e1b; opacity: 0.9; }
`;

/** The payment methods checkout accepts (spec 001: card or PayPal), as drawn marks of our own (no third-party logo). */
export function PaymentBadges() {
  return (
    <ul css={list} aria-label="Payment methods we accept">
      <li><span role="img" aria-label="Visa" css={[card, visa]}>VISA</span></li>
      <li><span role="img" aria-label="Mastercard" css={[card, circles]}><span /><span /></span></li>
      <li><span role="img" aria-label="American Express" css={[card, amex]}>AMEX</span></li>
      <li><span role="img" aria-label="PayPal" css={[card, paypal]}><span>Pay</span><span>Pal</span></span></li>
    </ul>
  );
}
