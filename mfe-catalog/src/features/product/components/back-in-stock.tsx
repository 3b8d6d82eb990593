import { css } from '@emotion/react';
import { buttonStyle } from '@tjb/ui';
import { lazy, Suspense, useState } from 'react';

// The form (and the shared email rule it checks with) loads when a shopper asks for it, not with the page.
const BackInStockForm = lazy(() => import('./back-in-stock-form').then((m) => ({ default: m.BackInStockForm })));

/** On a sold-out variant: "Email me when it is back", which opens a one-field form for that variant. */
export function BackInStock({ variantId, productTitle }: { variantId: string; productTitle: string }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" css={[buttonStyle('outline'), css`justify-self: start; min-height: 48px;`]} onClick={() => setOpen(true)}>
        Email me when it is back
      </button>
    );
  }
  return (
    <Suspense fallback={<p css={css`margin: 0; min-height: 48px;`}>Loading…</p>}>
      <BackInStockForm key={variantId} variantId={variantId} productTitle={productTitle} />
    </Suspense>
  );
}
