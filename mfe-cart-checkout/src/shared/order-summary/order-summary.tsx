import { css } from '@emotion/react';
import { formatMoney } from '@tjb/cart-bus';
import type { CartTotals } from '@tjb/pricing';
import { v } from '@tjb/ui';
import type { ReactNode } from 'react';
import { SHIPPING_TEXT, freeShippingNudge, shippingLabel } from '../shipping';

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
  /** Rows between tax and total (a discount, a gift card) from the checkout's quote. */
  adjustments?: ReactNode;
  /** The total row's label and amount when the checkout's quote differs from the cart's own figures. */
  total?: { label: string; amount: number };
}

/**
 * Subtotal, shipping ('FREE' from $99, else the flat rate), 'Tax (estimate)' and the total the gateway
 * charges, all from @tjb/pricing's rules.
 */
export function OrderSummary({ totals, headingId = 'order-summary-title', before, children, adjustments, total }: OrderSummaryProps) {
  const shipping = shippingLabel(totals);
  const nudge = freeShippingNudge(totals);
  return (
    <section css={box} aria-labelledby={headingId}>
      <h2 id={headingId} css={css`font-size: 1.5rem; margin: 0;`}>Order Summary</h2>
      {before}
      <dl css={rows}>
        <dt>Subtotal ({totals.itemCount} {totals.itemCount === 1 ? 'item' : 'items'})</dt>
        <dd>{formatMoney(totals.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd css={shipping === SHIPPING_TEXT.free ? css`color: ${v('success')}; font-weight: 700;` : undefined}>{shipping}</dd>
        <dt>Tax (estimate)</dt>
        <dd>{formatMoney(totals.tax)}</dd>
        {adjustments}
        <dt css={totalRow}>{total?.label ?? 'Total'}</dt>
        <dd css={totalRow} data-testid="order-total">{formatMoney(total?.amount ?? totals.total)}</dd>
      </dl>
      {nudge ? (
        <p css={css`margin: 0; color: ${v('muted')}; font-size: 0.875rem;`}>{nudge}</p>
      ) : null}
      {children}
    </section>
  );
}
