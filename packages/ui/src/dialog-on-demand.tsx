import { lazy, Suspense } from 'react';
import type { DialogProps } from './dialog';

// The dialog's code loads with the first dialog a page opens: no page needs it for its first render,
// and @tjb/ui is on every page's first load.
const DialogBox = lazy(() => import('./dialog').then((m) => ({ default: m.Dialog })));

/** The shop's one modal dialog (./dialog): rendered, and its code loaded, only while open. */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogBox {...props} />
    </Suspense>
  );
}
