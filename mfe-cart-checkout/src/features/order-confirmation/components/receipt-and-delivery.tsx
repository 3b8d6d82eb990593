import { css } from '@emotion/react';
import { v } from '@tjb/ui';
import { deliveryEstimateText } from '../../../shared/shipping';
import type { OrderDetails } from '../api/get-order';

const item = css`margin: 0; display: grid; gap: 0.125rem;`;
const label = css`font-weight: 700; color: ${v('bone')};`;

/** Where the receipt went (the email given at checkout) and when the parcel should arrive. */
export function ReceiptAndDelivery({ order }: { order: OrderDetails }) {
  if (!order.email && !order.deliveryEstimate) return null;
  return (
    <div
      css={css`
        display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); padding: 1rem 1.25rem;
        border: 1px solid ${v('line')}; border-radius: ${v('radius')}; color: ${v('muted')};
      `}
    >
      {order.email ? (
        <p css={item} data-testid="receipt-email">
          <span css={label}>Receipt</span>
          <span>
            A receipt is on its way to <strong css={css`color: ${v('bone')}; overflow-wrap: anywhere;`}>{order.email}</strong>.
          </span>
        </p>
      ) : null}
      {order.deliveryEstimate ? (
        <p css={item} data-testid="delivery-estimate">
          <span css={label}>Estimated delivery</span>
          <span>{deliveryEstimateText(order.deliveryEstimate)}</span>
        </p>
      ) : null}
    </div>
  );
}
