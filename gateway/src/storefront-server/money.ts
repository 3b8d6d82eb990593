/** Shopify's Decimal scalar: "29.99", "10.0", "12.5" (at least one decimal, no trailing zeros beyond it). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0').replace(/0$/, '');
  return `${sign}${whole}.${fraction || '0'}`;
}

export const SHOP_CURRENCY = 'USD';

export interface MoneyV2 {
  amount: string;
  currencyCode: string;
}

export const money = (cents: number): MoneyV2 => ({ amount: centsToDecimal(cents), currencyCode: SHOP_CURRENCY });
