import { onBusEvent, type Toast } from '@tjb/cart-bus';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';

// Radix toast and its focus/dismiss layers are only needed once there is something to say.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Loads the toaster with the first `toast:show`. Until the toaster listens itself, the host keeps listening
 * and hands it the newest toast (one shows at a time), so a toast raised while its code loads is not lost.
 */
export function ToasterHost() {
  const [latest, setLatest] = useState<Toast>();
  const [listening, setListening] = useState(false);
  useEffect(() => {
    if (listening) return;
    // A transition, so loading the toaster never lengthens the click that raised the toast.
    return onBusEvent('toast:show', (event) => startTransition(() => setLatest(event.toast)));
  }, [listening]);
  return latest ? (
    <Suspense fallback={null}>
      <Toaster initial={latest} onListening={() => setListening(true)} />
    </Suspense>
  ) : null;
}
