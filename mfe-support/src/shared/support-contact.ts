/**
 * How to reach the shop, in one place: the contact page, the FAQ and the policies all quote it, so a
 * change of hours or address is one edit. Hours are the spec's (001 §9).
 */
export const SUPPORT_EMAIL = 'support@tjsbikergear.com';

export const SUPPORT_HOURS: ReadonlyArray<{ days: string; hours: string }> = [
  { days: 'Monday - Friday', hours: '9 AM - 7 PM EST' },
  { days: 'Saturday', hours: '10 AM - 4 PM EST' },
  { days: 'Sunday', hours: 'Closed' },
];

/** One line for running text ("Mon-Fri 9-7 EST, Sat 10-4 EST"). */
export const SUPPORT_HOURS_SHORT = 'Mon-Fri 9 AM-7 PM EST, Sat 10 AM-4 PM EST';
