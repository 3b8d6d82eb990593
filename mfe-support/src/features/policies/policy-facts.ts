import { CUSTOM_PRODUCTION_TIME, FREE_SHIPPING_THRESHOLD } from '@tjb/pricing';

/**
 * The shop's policy rules (001 §9) as the policy pages state them. Thresholds the code enforces come
 * from the shared rules, so the pages cannot drift from what checkout charges.
 */
export const POLICY_FACTS = {
  updated: 'January 2025',
  returnWindowDays: 30,
  holidayPurchases: 'Nov 1-Dec 25',
  holidayReturnBy: 'Jan 31',
  refundTime: '5-7 business days',
  storeCreditBonus: '10%',
  orderChangeWindow: '1 hour',
  militaryDiscount: '10%',
  shipping: { standard: '3-5 business days', express: '1-2 business days', international: '7-14 business days' },
  minimumBuyerAge: 18,
  freeShippingThreshold: `$${FREE_SHIPPING_THRESHOLD}`,
  customProductionTime: CUSTOM_PRODUCTION_TIME,
} as const;
