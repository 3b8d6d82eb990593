import { css } from '@emotion/react';
import { showToast } from '@tjb/cart-bus';
import { Icon, v } from '@tjb/ui';

const button = css`display: inline-grid; place-items: center; width: 44px; height: 44px; border-radius: 50%; cursor: pointer;
  border: 1px solid ${v('line')}; background: ${v('surface')}; color: ${v('bone')}; &:hover { color: ${v('accent')}; border-color: ${v('accent')}; }`;

/** Page A's share (spec 000 §2.6): the device's share sheet, else the link is copied with the spec toast. */
export function ShareButton({ title, text }: { title: string; text?: string }) {
  const onClick = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (err) {
        // The shopper closed the share sheet: nothing more to do.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: 'Link copied', description: 'Product link copied to clipboard!', variant: 'success' });
    } catch {
      showToast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
    }
  };
  return (
    <button type="button" css={button} aria-label={`Share ${title}`} onClick={() => void onClick()}>
      <Icon name="share" />
    </button>
  );
}
