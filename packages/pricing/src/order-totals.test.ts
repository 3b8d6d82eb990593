import { computeCartTotals, computeOrderTotals } from './order-totals';
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

/** A cart line as the browser stores it: money as a decimal string. */
const line = ({ price = '24.99', quantity = 1, shopifyProductId = 'gid://shopify/Product/1' }: { id?: string; price?: string; quantity?: number; shopifyProductId?: string; shopifyVariantId?: string }) =>
  ({ shopifyProductId, price, quantity });

describe('computeCartTotals', () => {
  it('when totals are computed, then tax is 8% of the subtotal, shipping under $99 is in the total and itemCount counts units', () => {
    const items = [line({ id: 'a', price: '24.99', quantity: 2 }), line({ id: 'b', price: '10', quantity: 1 })];
    expect(computeCartTotals(items)).toEqual({ subtotal: 59.98, merchandise: 59.98, tax: 4.8, shipping: 9.99, total: 74.77, itemCount: 3 });
  });

  it('when prices would drift in floating point, then totals are still exact to the cent', () => {
    const items = [line({ id: 'a', price: '0.1', quantity: 1 }), line({ id: 'b', price: '0.2', quantity: 1 })];
    expect(computeCartTotals(items)).toMatchObject({ subtotal: 0.3, tax: 0.02, total: 10.31, itemCount: 2 });
    const many = [line({ price: '19.99', quantity: 7 })];
    expect(computeCartTotals(many)).toMatchObject({ subtotal: 139.93, tax: 11.19, shipping: 0, total: 151.12, itemCount: 7 });
  });

  it('when the cart is empty, then all totals are zero', () => {
    expect(computeCartTotals([])).toEqual({ subtotal: 0, merchandise: 0, tax: 0, shipping: 0, total: 0, itemCount: 0 });
  });

  it('when the cart holds a gift card, then the card is neither taxed nor shipped', () => {
    const card = line({ id: 'g', shopifyProductId: 'gift-card-5000-1718000000000', shopifyVariantId: 'gift-card-variant-1-1718000000000', price: '50.00' });
    expect(computeCartTotals([card])).toEqual({ subtotal: 50, merchandise: 0, tax: 0, shipping: 0, total: 50, itemCount: 1 });
  });
});
