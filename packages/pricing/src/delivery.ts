/**
 * How long standard shipping takes (the shop's shipping policy: US 3-5 business days, international
 * 7-14), and the delivery window an order gets from it. One rule for the policy text, the gateway's
 * order view and the confirmation page.
 */
export const DOMESTIC_COUNTRY = 'US';
export const DELIVERY_BUSINESS_DAYS = {
  domestic: { min: 3, max: 5 },
  international: { min: 7, max: 14 },
} as const;

export function deliveryBusinessDays(country: string | null | undefined): { min: number; max: number } {
  return (country || DOMESTIC_COUNTRY) === DOMESTIC_COUNTRY ? DELIVERY_BUSINESS_DAYS.domestic : DELIVERY_BUSINESS_DAYS.international;
}

const DAY_MS = 86_400_000;
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/**
 * The date `days` business days (Monday to Friday, UTC) after `from`; the order day itself does not
 * count, so an order on Friday with 3 days arrives on Wednesday. Public holidays are not modelled.
 */
export function addBusinessDays(from: Date, days: number): Date {
  let date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    date = new Date(date.getTime() + DAY_MS);
    if (!isWeekend(date)) left -= 1;
  }
  return date;
}

/** The earliest and latest delivery day (YYYY-MM-DD, UTC) for an order placed at `orderedAt`. */
export function deliveryWindow(orderedAt: Date, country: string | null | undefined): { earliest: string; latest: string } {
  const { min, max } = deliveryBusinessDays(country);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { earliest: day(addBusinessDays(orderedAt, min)), latest: day(addBusinessDays(orderedAt, max)) };
}
