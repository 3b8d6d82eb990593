import { css } from '@emotion/react';
import { formatMoney, type CartTotals } from '@tjb/cart-bus';
import { v } from '@tjb/ui';
import type { ReactNode } from 'react';
import { STANDARD_SHIPPING, freeShippingNudge, shippingLabel } from '../shipping';

const box = css`
  background: ${v('surface')}; border: 1px solid ${v('line')}; border-radius: ${v('radius')}; padding: 1.25rem;
  display: grid; gap: 1rem; align-content: start;
`;
const rows = css`
  display: grid; grid-template-columns: 1fr auto; gap: 0.5rem 0; margin: 0;
  dd { margin: 0; padding-left: 1rem; text-align: right; font-variant-numeric: tabular-nums; }
`;
const totalRow = css`
  font-weight: 700; font-size: 1.125rem; padding-top: 0.75rem; border-top: 1px solid ${v('line')};
`;

interface OrderSummaryProps {
  totals: CartTotals;
  /** Heading level follows the page: h2 on the cart and checkout pages. */
  headingId?: string;
  /** Lines or actions shown above / below the figures. */
  before?: ReactNode;
  children?: ReactNode;
  /** On checkout the shopper is about to pay, so the standard rate is spelled out. */
  showShippingRate?: boolean;
}

/** Subtotal, shipping (free from $99, else 'Calculated at checkout'), 'Tax (estimate)' and total. */
export function OrderSummary({ totals, headingId = 'order-summary-title', before, children, showShippingRate = false }: OrderSummaryProps) {
  const shipping = shippingLabel(totals.subtotal);
  const nudge = freeShippingNudge(totals.subtotal);
  return (
    <section css={box} aria-labelledby={headingId}>
      <h2 id={headingId} css={css`font-size: 1.5rem; margin: 0;`}>Order Summary</h2>
      {before}
      <dl css={rows}>
        <dt>Subtotal ({totals.itemCount} {totals.itemCount === 1 ? 'item' : 'items'})</dt>
        <dd>{formatMoney(totals.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd css={shipping === 'FREE' ? css`color: ${v('success')}; font-weight: 700;` : undefined}>{shipping}</dd>
        <dt>Tax (estimate)</dt>
        <dd>{formatMoney(totals.tax)}</dd>
        <dt css={totalRow}>Total</dt>
        <dd css={totalRow}>{formatMoney(totals.total)}</dd>
      </dl>
      {nudge ? (
        <p css={css`margin: 0; color: ${v('muted')}; font-size: 0.875rem;`}>
          {nudge}
          {showShippingRate ? ` Orders under $99 ship at a flat ${formatMoney(STANDARD_SHIPPING)}, added when you pay.` : null}
        </p>
      ) : null}
      {children}
    </section>
  );
}
