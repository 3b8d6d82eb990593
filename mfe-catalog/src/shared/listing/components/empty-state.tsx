import { css } from '@emotion/react';
import { Button, Icon, v } from '@tjb/ui';

const box = css`text-align: center; padding: 3rem 1rem; border: 1px dashed ${v('line')}; border-radius: ${v('radius')}; color: ${v('muted')};
  h2 { color: ${v('bone')}; font-size: 1.5rem; margin: 1rem 0 0.5rem; } p { margin: 0 0 1.5rem; }`;

/** Spec 000 §8: the empty filter result. */
export function EmptyState({ onClear }: { onClear?: () => void }) {
  return (
    <div css={box} role="status">
      <Icon name="search" size={40} />
      <h2>No products found</h2>
      <p>Try adjusting your search or filters to find what you&apos;re looking for.</p>
      {onClear ? <Button variant="primary" onClick={onClear}>Clear All Filters</Button> : null}
    </div>
  );
}
