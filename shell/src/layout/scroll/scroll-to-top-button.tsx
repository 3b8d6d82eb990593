import { lazy, Suspense } from 'react';
import { useScrolledPast } from './use-scrolled-past';

/** Spec 000 §4: the button appears once the page is scrolled beyond this. */
export const SCROLL_TOP_BUTTON_AT_PX = 300;

// No page shows the button on its first render (it is at the top): its code loads with the first scroll past the line.
const BackToTop = lazy(() => import('./back-to-top').then((m) => ({ default: m.BackToTop })));

export function ScrollToTopButton() {
  const visible = useScrolledPast(SCROLL_TOP_BUTTON_AT_PX);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <BackToTop />
    </Suspense>
  );
}
