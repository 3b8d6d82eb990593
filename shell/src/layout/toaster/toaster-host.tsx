import { onBusEvent, type Toast } from '@tjb/cart-bus';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';

// Radix toast and its focus/dismiss layers are only needed once there is something to say.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** Loads the toaster with the first `toast:show` and hands it that toast; the toaster listens from then on. */
export function ToasterHost() {
  const [first, setFirst] = useState<Toast | null>(null);
  useEffect(() => {
    if (first) return;
    // A transition, so loading the toaster never lengthens the click that raised the toast.
    return onBusEvent('toast:show', (event) => startTransition(() => setFirst(event.toast)));
  }, [first]);
  if (!first) return null;
  return (
    <Suspense fallback={null}>
      <Toaster initial={first} />
    </Suspense>
  );
}
