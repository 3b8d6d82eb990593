import type { CartItem } from '@tjb/cart-bus';
import { useCallback, useEffect, useRef, useState } from 'react';
import { quoteCheckout, type CheckoutCodes, type CheckoutQuote } from '../api/quote-checkout';

/**
 * The codes applied at checkout and the gateway's quote for them. A code is kept only once the gateway
 * accepts it; a changed cart is quoted again, and a code that no longer applies is dropped with its reason.
 */
export function useCheckoutCodes(items: readonly CartItem[]) {
  const [applied, setApplied] = useState<CheckoutCodes>({});
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof CheckoutCodes, string>>>({});
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);

  const run = useCallback(
    async (codes: CheckoutCodes, field?: keyof CheckoutCodes) => {
      const ticket = ++latest.current;
      if (!codes.discountCode && !codes.giftCardCode) {
        setApplied({});
        setQuote(null);
        return;
      }
      setBusy(true);
      const outcome = await quoteCheckout(items, codes);
      if (ticket !== latest.current) return;
      setBusy(false);
      if (outcome.ok) {
        setApplied(codes);
        setQuote(outcome.quote);
        setErrors({});
        return;
      }
      const which = outcome.field ?? field ?? 'discountCode';
      setErrors({ [which]: outcome.message });
      // The refused code is left out; the others stay applied.
      if (applied[which]) void run({ ...applied, [which]: undefined });
    },
    [items, applied],
  );

  // The cart changed under applied codes: ask again so the figures stay the ones that will be charged.
  const itemsKey = JSON.stringify(items.map((i) => [i.id, i.quantity, i.price]));
  const seen = useRef(itemsKey);
  useEffect(() => {
    if (seen.current === itemsKey) return;
    seen.current = itemsKey;
    if (applied.discountCode || applied.giftCardCode) void run(applied);
  }, [itemsKey, applied, run]);

  return {
    applied,
    quote,
    errors,
    busy,
    apply: (field: keyof CheckoutCodes, code: string) => void run({ ...applied, [field]: code }, field),
    remove: (field: keyof CheckoutCodes) => {
      setErrors({});
      void run({ ...applied, [field]: undefined });
    },
  };
}

export type CheckoutCodesState = ReturnType<typeof useCheckoutCodes>;
