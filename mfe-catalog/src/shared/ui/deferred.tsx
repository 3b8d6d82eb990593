import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useAfterPageSettled } from './use-after-page-settled';

/**
 * Renders a lazily loaded, below-the-fold section once the page has settled, holding its space until then so
 * nothing visible moves. Its code is a separate chunk that stays off the first paint's critical path.
 */
export function Deferred({ component: Component, minHeight }: { component: LazyExoticComponent<ComponentType>; minHeight: number }) {
  const ready = useAfterPageSettled();
  const space = <div style={{ minHeight }} />;
  if (!ready) return space;
  return (
    <Suspense fallback={space}>
      <Component />
    </Suspense>
  );
}
