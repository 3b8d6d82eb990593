import { formatMoney } from '@tjb/cart-bus';
import { formatCents } from '@tjb/pricing';

/** "$1,234.50" from integer cents: money stays in cents until it is shown. */
export const money = (cents: number): string => formatMoney(formatCents(cents));
