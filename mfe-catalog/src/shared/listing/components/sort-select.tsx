import { css } from '@emotion/react';
import { v } from '@tjb/ui';
import { useId } from 'react';
import type { SortKey, SortOption } from '../sort';

const wrap = css`display: inline-flex; align-items: center; gap: 0.5rem; color: ${v('muted')}; white-space: nowrap;
  select { min-height: 44px; padding: 0 0.6rem; border-radius: ${v('radius')}; border: 1px solid ${v('line')}; background: ${v('ink')}; color: ${v('bone')}; }`;

export function SortSelect({ value, options, onChange }: { value: SortKey; options: readonly SortOption[]; onChange: (key: SortKey) => void }) {
  const id = useId();
  return (
    <span css={wrap}>
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as SortKey)}>
        {options.map((o) => <option key={o.key} value={o.key}>{o.label}</option>)}
      </select>
    </span>
  );
}
