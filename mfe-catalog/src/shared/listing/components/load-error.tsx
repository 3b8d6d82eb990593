import { css } from '@emotion/react';
import { Button, v } from '@tjb/ui';

const box = css`text-align: center; padding: 3rem 1rem; border: 1px solid ${v('danger')}; border-radius: ${v('radius')};
  h2 { font-size: 1.4rem; margin: 0 0 0.5rem; } p { color: ${v('muted')}; margin: 0 0 1.25rem; }`;

/** Spec 001 §8: 'Error loading products from Shopify' / 'Please check your Shopify connection'. */
export function LoadError({ onRetry }: { onRetry?: () => void }) {
  return (
    <div css={box} role="alert">
      <h2>Error loading products from Shopify</h2>
      <p>Please check your Shopify connection</p>
      {onRetry ? <Button variant="outline" onClick={onRetry}>Try again</Button> : null}
    </div>
  );
}
