import { css } from '@emotion/react';
import { showToast, type CartItem } from '@tjb/cart-bus';
import { Button, v } from '@tjb/ui';
import { useEffect, useState } from 'react';
import { canUseShopifyCheckout, createShopifyCheckout, hasHostedCheckout } from '../api/create-shopify-checkout';
import { Spinner } from './spinner';

/** Leaves the page for the store's own hosted checkout; overridable so tests need not navigate jsdom. */
export const redirectTo = { assign: (url: string) => window.location.assign(url) };

// Asked once per page: the answer is the shop's configuration, the same for every render.
let hostedCheckout: Promise<boolean> | null = null;

/** Forgets the shop's answer (tests start each case afresh). */
export function resetHostedCheckoutAnswer(): void {
  hostedCheckout = null;
}

function useHostedCheckout(): boolean {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    let live = true;
    hostedCheckout ??= hasHostedCheckout();
    void hostedCheckout.then((answer) => live && setOffered(answer));
    return () => {
      live = false;
    };
  }, []);
  return offered;
}

/**
 * The second way out of checkout: the cart goes to the store's hosted checkout, which takes the payment
 * itself. Offered only when the shop runs on a store of its own and every line is a store product
 * (designer garments are not). The store's checkout applies its own discounts, not this shop's codes.
 */
export function ShopifyCheckoutButton({ items }: { items: readonly CartItem[] }) {
  const [busy, setBusy] = useState(false);
  const offered = useHostedCheckout();
  if (!offered || !canUseShopifyCheckout(items)) return null;

  const go = async () => {
    setBusy(true);
    const result = await createShopifyCheckout(items);
    if (result.ok) {
      redirectTo.assign(result.checkoutUrl);
      return;
    }
    setBusy(false);
    showToast({ title: 'Checkout Unavailable', description: result.message, variant: 'destructive' });
  };

  return (
    <div css={css`display: grid; gap: 0.5rem; padding-top: 1rem; border-top: 1px solid ${v('line')};`}>
      <p css={css`margin: 0; color: ${v('muted')}; font-size: 0.875rem;`}>Prefer the store&apos;s own checkout?</p>
      <Button variant="outline" onClick={go} disabled={busy} aria-busy={busy}>
        {busy ? <Spinner /> : null}
        Checkout with Shopify
      </Button>
    </div>
  );
}
