import * as RadixToast from '@radix-ui/react-toast';
import { onBusEvent, type Toast } from '@tjb/cart-bus';
import { useEffect, useState } from 'react';
import * as styles from './toaster.styles';
import { Icon } from '@tjb/ui';

/** Spec 000 §9: a toast shows this long unless it asks for another duration. */
export const TOAST_DURATION_MS = 5000;
/** Spec 000 §9: how far a swipe must travel to dismiss a toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

interface Shown {
  id: number;
  toast: Toast;
  open: boolean;
}

let nextId = 0;

/**
 * Shows the toasts any remote publishes on the bus (`toast:show`). Spec 000 §9 allows one at a time: the
 * newest replaces the one on screen.
 */
export function Toaster({ initial, onListening }: { initial?: Toast; onListening?: () => void } = {}) {
  const [shown, setShown] = useState<Shown | null>(null);
  // The host hands over what was raised before this code loaded; it stops once we listen ourselves.
  useEffect(() => {
    if (initial) setShown({ id: ++nextId, toast: initial, open: true });
  }, [initial]);

  useEffect(() => {
    const stop = onBusEvent('toast:show', (event) => setShown({ id: ++nextId, toast: event.toast, open: true }));
    onListening?.();
    return stop;
    // Subscribed once; the host's callback only has to be told once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onOpenChange = (id: number, open: boolean) => {
    if (!open) setShown((current) => (current?.id === id ? { ...current, open: false } : current));
  };

  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {shown ? (
        <RadixToast.Root
          key={shown.id}
          open={shown.open}
          onOpenChange={(open) => onOpenChange(shown.id, open)}
          duration={shown.toast.durationMs ?? TOAST_DURATION_MS}
          // Failures interrupt (assertive); confirmations wait for the reader to finish (polite).
          type={shown.toast.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={shown.toast.variant}
          css={styles.toast}
        >
          <RadixToast.Title css={styles.title}>{shown.toast.title}</RadixToast.Title>
          {shown.toast.description ? (
            <RadixToast.Description css={styles.description}>{shown.toast.description}</RadixToast.Description>
          ) : null}
          <RadixToast.Close css={styles.close} aria-label="Dismiss notification">
            <Icon name="x" size={18} />
          </RadixToast.Close>
        </RadixToast.Root>
      ) : null}
      <RadixToast.Viewport css={styles.viewport} />
    </RadixToast.Provider>
  );
}
