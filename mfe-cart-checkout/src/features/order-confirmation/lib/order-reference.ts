/** Order names the gateway gives (`TJB-1001`); only these are worth asking `/api/orders/:name` about. */
const ORDER_NAME = /^TJB-\d{1,12}$/;

// A reference arrives in the URL, so anyone can put anything there: keep it short and printable.
function clean(value: string | null): string | null {
  const text = value?.replace(/\p{Cc}/gu, '').trim().slice(0, 64);
  return text ? text : null;
}

/**
 * The reference the confirmation shows (spec 001 "Order confirmation"): the `order` query parameter,
 * else `checkout` (a return from the hosted checkout), else `TJB-` followed by a timestamp.
 */
export function orderReference(search: URLSearchParams, now: number = Date.now()): string {
  return clean(search.get('order')) ?? clean(search.get('checkout')) ?? `TJB-${now}`;
}

/** True when the URL names the order (else the page makes a reference up). */
export function hasGivenReference(search: URLSearchParams): boolean {
  return clean(search.get('order')) !== null || clean(search.get('checkout')) !== null;
}

export function isOrderName(reference: string): boolean {
  return ORDER_NAME.test(reference);
}
