import { computeOrderTotals } from './order-totals';
import { FREE_SHIPPING_THRESHOLD, NEWSLETTER_DISCOUNT_BASIS_POINTS, TAX_RATE, qualifiesForFreeShipping } from './rules';

const helmet = (cents: number, quantity = 1) => ({ productId: 'gid://shopify/Product/1', unitPriceCents: cents, quantity });
const giftCard = (cents: number) => ({ productId: `gift-card-${cents}-1718000000000`, unitPriceCents: cents, quantity: 1 });

describe('computeOrderTotals', () => {
  it('when a $60 cart is priced, then shipping $9.99 is part of the total: $74.79', () => {
    expect(computeOrderTotals([helmet(6000)])).toMatchObject({
      subtotalCents: 6000, taxCents: 480, shippingCents: 999, totalCents: 7479, amountDueCents: 7479, itemCount: 1,
    });
  });

  it('when merchandise reaches $99, then shipping is free; a cent below, it is not', () => {
    expect(computeOrderTotals([helmet(9900)]).shippingCents).toBe(0);
    expect(computeOrderTotals([helmet(9899)]).shippingCents).toBe(999);
    expect(FREE_SHIPPING_THRESHOLD).toBe(99);
    expect(TAX_RATE).toBe(0.08);
    expect(qualifiesForFreeShipping(9900)).toBe(true);
  });

  it('when the cart holds only a gift card, then it is neither taxed nor shipped: total equals amount', () => {
    expect(computeOrderTotals([giftCard(5000)])).toMatchObject({ subtotalCents: 5000, taxCents: 0, shippingCents: 0, totalCents: 5000 });
  });

  it('when a gift card sits beside merchandise, then only the merchandise is taxed and counts toward free shipping', () => {
    const totals = computeOrderTotals([helmet(6000), giftCard(5000)]);
    expect(totals).toMatchObject({ merchandiseCents: 6000, giftCardsCents: 5000, subtotalCents: 11000, taxCents: 480, shippingCents: 999, totalCents: 12479 });
  });

  it('when a 15% code is applied, then it comes off the merchandise only and tax follows the discounted amount', () => {
    const totals = computeOrderTotals([helmet(10000), giftCard(5000)], { discountBasisPoints: NEWSLETTER_DISCOUNT_BASIS_POINTS });
    expect(totals).toMatchObject({ discountCents: 1500, taxCents: 680, shippingCents: 0, totalCents: 15000 - 1500 + 680 });
  });

  it('when a gift card pays, then it covers up to the total and the rest is due', () => {
    expect(computeOrderTotals([helmet(6000)], { giftCardBalanceCents: 2500 })).toMatchObject({ giftCardAppliedCents: 2500, amountDueCents: 4979 });
    expect(computeOrderTotals([helmet(6000)], { giftCardBalanceCents: 50000 })).toMatchObject({ giftCardAppliedCents: 7479, amountDueCents: 0 });
  });
});
