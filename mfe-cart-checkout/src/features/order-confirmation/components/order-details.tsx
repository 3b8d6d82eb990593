import { css } from '@emotion/react';
import { formatMoney } from '@tjb/cart-bus';
import { sizedPicture, v } from '@tjb/ui';
import type { OrderDetails as Order } from '../api/get-order';

const rows = css`
  display: grid; grid-template-columns: 1fr auto; gap: 0.375rem 1rem; margin: 0;
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
`;

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', diners: 'Diners Club', jcb: 'JCB' };

function paymentText(payment: Order['payment']): string | null {
  if (!payment) return null;
  if (payment.method === 'paypal') return 'PayPal';
  const brand = BRANDS[payment.brand ?? ''] ?? 'Card';
  return payment.last4 ? `${brand} ending in ${payment.last4}` : brand;
}

/** What was bought and what was charged, as the server recorded it (the charged shipping included). */
export function OrderDetails({ order }: { order: Order }) {
  const address = order.shippingAddress;
  const paidWith = paymentText(order.payment);
  return (
    <section aria-labelledby="order-details-title" css={css`display: grid; gap: 1.25rem; padding: 1.25rem; background: ${v('surface')}; border: 1px solid ${v('line')}; border-radius: ${v('radius')};`}>
      <h2 id="order-details-title" css={css`font-size: 1.5rem; margin: 0;`}>Order Details</h2>
      <ul css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem;`}>
        {order.lines.map((line, i) => (
          <li key={`${line.title}-${i}`} css={css`display: grid; grid-template-columns: 56px 1fr auto; gap: 0.75rem; align-items: center;`}>
            {line.image ? (
              <img {...sizedPicture(line.image, 56)} alt="" width={56} height={56} css={css`object-fit: cover; border-radius: ${v('radius')};`} />
            ) : (
              <span aria-hidden="true" css={css`width: 56px; height: 56px; background: ${v('surfaceRaised')}; border-radius: ${v('radius')};`} />
            )}
            <span>
              <span css={css`display: block; font-weight: 600;`}>{line.title}</span>
              <span css={css`display: block; color: ${v('muted')}; font-size: 0.875rem;`}>
                {line.variantTitle && line.variantTitle !== 'Default Title' ? `${line.variantTitle} · ` : ''}
                {line.quantity} × {formatMoney(line.price)}
              </span>
            </span>
            <span css={css`font-variant-numeric: tabular-nums;`}>{formatMoney(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl css={rows}>
        <dt>Subtotal</dt>
        <dd>{formatMoney(order.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{Number(order.shipping) === 0 ? 'FREE' : formatMoney(order.shipping)}</dd>
        <dt>Tax</dt>
        <dd>{formatMoney(order.tax)}</dd>
        <dt css={css`font-weight: 700;`}>Total</dt>
        <dd css={css`font-weight: 700;`}>{formatMoney(order.total)}</dd>
      </dl>
      <div css={css`display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); color: ${v('muted')};`}>
        {paidWith ? (
          <p css={css`margin: 0;`}>
            <strong css={css`display: block; color: ${v('bone')};`}>Paid with</strong>
            {paidWith}
          </p>
        ) : null}
        {address?.address1 ? (
          <div>
            <strong css={css`display: block; color: ${v('bone')};`}>Shipping to</strong>
            <address css={css`font-style: normal;`}>
              {address.firstName} {address.lastName}
              <br />
              {address.address1}
              {address.address2 ? `, ${address.address2}` : null}
              <br />
              {address.city}, {address.state} {address.zip} {address.country}
            </address>
          </div>
        ) : null}
      </div>
    </section>
  );
}
