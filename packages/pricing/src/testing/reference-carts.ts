/**
 * Carts that the checkout's summary test and the gateway's order test both price: the summary must
 * show, and the order must charge, the same `total`. Prices are the test catalogues' ($12.50 patch,
 * $189.99 helmet).
 */
export const REFERENCE_CARTS = [
  { name: 'under $99', price: '12.50', quantity: 4, shipping: '9.99', total: '63.99' },
  { name: 'from $99', price: '189.99', quantity: 1, shipping: '0.00', total: '205.19' },
] as const;
