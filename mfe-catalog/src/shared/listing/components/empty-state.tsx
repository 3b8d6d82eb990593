import { css } from '@emotion/react';
import { Button, Icon, v } from '@tjb/ui';

const box = css`text-align: center; padding: 3rem 1rem; border: 1px dashed ${v('line')}; border-radius: ${v('radius')}; color: ${v('muted')};
  h2 { color: ${v('bone')}; font-size: 1.5rem; margin: 1rem 0 0.5rem; } p { margin: 0 0 1.5rem; }`;

/** Spec 000 §8: the empty filter result; screens of spec 001 pass their own texts (001 §8). */
export function EmptyState({
  onClear,
  title = 'No products found',
  hint = 'Try adjusting your search or filters to find what you\'re looking for.',
  clearLabel = 'Clear All Filters',
}: { onClear?: () => void; title?: string; hint?: string; clearLabel?: string }) {
  return (
    <div css={box} role="status">
      <Icon name="search" size={40} />
      <h2>{title}</h2>
      <p>{hint}</p>
      {onClear ? <Button variant="primary" onClick={onClear}>{clearLabel}</Button> : null}
    </div>
  );
}
