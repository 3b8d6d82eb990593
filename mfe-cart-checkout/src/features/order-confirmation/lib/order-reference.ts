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
  return givenReference(search) ?? `TJB-${now}`;
}

/** The reference the URL names (`order`, else `checkout`), or null when the page has to make one up. */
export function givenReference(search: URLSearchParams): string | null {
  return clean(search.get('order')) ?? clean(search.get('checkout'));
}

export function isOrderName(reference: string): boolean {
  return ORDER_NAME.test(reference);
}
