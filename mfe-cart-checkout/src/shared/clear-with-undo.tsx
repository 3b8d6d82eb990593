import { css } from '@emotion/react';
import { TOASTS, clearCart, getCart, getDefaultBus, showToast, type CartItem } from '@tjb/cart-bus';
import { v } from '@tjb/ui';
import { useCallback, useEffect, useState } from 'react';
import { textButton } from './styles/text-button';

/**
 * Clear Cart that can be taken back: the lines as they were (quantities, options, gift card details)
 * are kept until the shopper adds something else or leaves, and Undo puts exactly those back.
 */
export function useClearWithUndo(itemCount: number) {
  const [cleared, setCleared] = useState<CartItem[] | null>(null);
  // Once the cart fills again (Undo, or a new add) the old lines are no longer the shopper's to take back.
  useEffect(() => {
    if (itemCount > 0) setCleared(null);
  }, [itemCount]);
  const clear = useCallback(() => {
    const before = getCart();
    clearCart();
    showToast(TOASTS.cartCleared);
    setCleared(before.length > 0 ? before : null);
  }, []);
  const undo = useCallback(() => {
    if (!cleared) return;
    // The bus has no "restore" operation: the old cart is published whole and validated like any other.
    if (getCart().length === 0) getDefaultBus().publish({ type: 'cart:changed', v: 1, items: cleared });
    setCleared(null);
  }, [cleared]);
  return { clear, undo, canUndo: cleared !== null };
}

/** Shown in place of the lines right after Clear Cart: what happened, and the way back. */
export function ClearedNotice({ onUndo }: { onUndo: () => void }) {
  return (
    <p
      role="status"
      css={css`
        margin: 0; display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 0.25rem 0.75rem;
        padding: 0.75rem 1rem; border: 1px solid ${v('line')}; border-radius: ${v('radius')}; background: ${v('surface')};
      `}
    >
      Your cart was cleared.
      <button type="button" css={[textButton, css`font-weight: 700; color: ${v('accent')};`]} onClick={onUndo}>
        Undo
      </button>
    </p>
  );
}
