import { useAfterPageSettled } from '@tjb/ui';
import { Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { whenNearViewport } from './when-near-viewport';

/**
 * A lazily loaded section below the fold, holding its space until it renders so nothing visible moves.
 * It renders once the page has settled and the shopper comes within a screen of it (or presses a key):
 * a first visit that never scrolls spends no main-thread time on it.
 */
export function Deferred({ component: Component, minHeight }: { component: LazyExoticComponent<ComponentType>; minHeight: number }) {
  const settled = useAfterPageSettled();
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!settled || near || !placeholder.current) return undefined;
    return whenNearViewport(placeholder.current, () => setNear(true));
  }, [settled, near]);

  const space = <div ref={placeholder} style={{ minHeight }} />;
  if (!settled || !near) return space;
  return (
    <Suspense fallback={space}>
      <Component />
    </Suspense>
  );
}
