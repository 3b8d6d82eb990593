import { css } from '@emotion/react';
import { formatMoney, type CartItem } from '@tjb/cart-bus';
import type { CartTotals } from '@tjb/pricing';
import { sizedPicture, v } from '@tjb/ui';
import { describeLineOptions, formatLineTotal } from '../../../shared/cart-lines/line-options';
import { OrderSummary } from '../../../shared/order-summary/order-summary';
import type { CheckoutCodesState } from '../hooks/use-checkout-codes';
import { CheckoutCodesForm } from './checkout-codes';
import { ShopifyCheckoutButton } from './shopify-checkout-button';


const amount = (text: string) => Number(text);

/**
 * What the payment method will be charged: the gateway's quote once codes are applied (after discount
 * and gift card), else the cart's Total from @tjb/pricing, the rules the gateway charges by.
 */
export function chargedTotal(totals: CartTotals, quote: CheckoutCodesState['quote']): number {
  return quote ? amount(quote.amountDue) : totals.total;
}

/**
 * The order summary beside the steps: what is being bought and what it comes to. With codes applied
 * the figures are the gateway's quote, so the Total is what the payment method will be charged.
 */
export function CheckoutSummary({ items, totals, codes }: { items: readonly CartItem[]; totals: CartTotals; codes: CheckoutCodesState }) {
  const { quote } = codes;
  const shown: CartTotals = quote
    ? { ...totals, subtotal: amount(quote.subtotal), tax: amount(quote.tax), shipping: amount(quote.shipping), total: amount(quote.total) }
    : totals;
  return (
    <OrderSummary
      totals={shown}
      adjustments={
        quote ? (
          <>
            {quote.discountCode ? (
              <>
                <dt>Discount ({quote.discountCode})</dt>
                <dd>−{formatMoney(quote.discount)}</dd>
              </>
            ) : null}
            {quote.giftCardLast4 ? (
              <>
                <dt>Gift card (…{quote.giftCardLast4})</dt>
                <dd>−{formatMoney(quote.giftCard)}</dd>
              </>
            ) : null}
          </>
        ) : null
      }
      total={quote ? { label: 'Total', amount: chargedTotal(totals, quote) } : undefined}
      before={
        <ul aria-label="Items in your order" css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem;`}>
          {items.map((item) => {
            const options = describeLineOptions(item);
            return (
              <li key={item.id} css={css`display: grid; grid-template-columns: 48px 1fr auto; gap: 0.75rem; align-items: center;`}>
                {item.productData.image ? (
                  <img {...sizedPicture(item.productData.image, 48)} alt="" width={48} height={48} css={css`object-fit: cover; border-radius: ${v('radius')};`} />
                ) : (
                  <span aria-hidden="true" css={css`width: 48px; height: 48px; background: ${v('surfaceRaised')}; border-radius: ${v('radius')};`} />
                )}
                <span css={css`min-width: 0;`}>
                  <span css={css`display: block; font-weight: 600; overflow-wrap: anywhere;`}>{item.productData.title}</span>
                  <span css={css`display: block; color: ${v('muted')}; font-size: 0.875rem;`}>
                    {options ? `${options} · ` : ''}Qty {item.quantity}
                  </span>
                </span>
                <span css={css`font-variant-numeric: tabular-nums;`}>{formatLineTotal(item)}</span>
              </li>
            );
          })}
        </ul>
      }
    >
      <CheckoutCodesForm applied={codes.applied} busy={codes.busy} errors={codes.errors} onApply={codes.apply} onRemove={codes.remove} />
      <ShopifyCheckoutButton items={items} />
    </OrderSummary>
  );
}
