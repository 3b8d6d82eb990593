import { css } from '@emotion/react';
import { Button, v } from '@tjb/ui';

export const REMOTE_UNAVAILABLE_TEXT = 'This part of the shop is temporarily unavailable';

/** What a slot shows when its remote cannot load or crashes: the rest of the shop keeps working. */
export function RemoteUnavailable({ onRetry, compact = false }: { onRetry: () => void; compact?: boolean }) {
  return (
    <section
      role="alert"
      css={css`
        margin: ${compact ? '1rem' : '4rem auto'}; max-width: 36rem; padding: 2rem; text-align: center;
        border: 1px solid ${v('line')}; border-radius: ${v('radius')}; background: ${v('surface')};
      `}
    >
      <h2 css={css`font-size: 1.5rem;`}>{REMOTE_UNAVAILABLE_TEXT}</h2>
      <p css={css`color: ${v('muted')};`}>Your cart is safe. Try again in a moment.</p>
      <Button onClick={onRetry}>Retry</Button>
    </section>
  );
}
