import { css } from '@emotion/react';
import { v } from '@tjb/ui';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';

const row = css`display: grid; grid-template-columns: 1fr auto 1fr; gap: 0.5rem; align-items: end; margin-top: 0.5rem;
  label { display: grid; gap: 0.25rem; font-size: 0.85rem; color: ${v('muted')}; }
  input { width: 100%; min-height: 40px; padding: 0 0.5rem; border-radius: ${v('radius')}; border: 1px solid ${v('line')}; background: ${v('ink')}; color: ${v('bone')}; }
  span { padding-bottom: 0.6rem; color: ${v('muted')}; }`;

const read = (text: string): number | null => {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/** Min and max in dollars, applied on Enter or when the field is left; a blank side is open-ended. */
export function PriceRange({ bounds, min, max, onChange }: {
  bounds: { min: number; max: number } | null;
  min: number | null;
  max: number | null;
  onChange: (min: number | null, max: number | null) => void;
}) {
  const id = useId();
  const [lo, setLo] = useState(min === null ? '' : String(min));
  const [hi, setHi] = useState(max === null ? '' : String(max));
  useEffect(() => setLo(min === null ? '' : String(min)), [min]);
  useEffect(() => setHi(max === null ? '' : String(max)), [max]);

  const apply = () => {
    let a = read(lo);
    let b = read(hi);
    if (a !== null && b !== null && a > b) [a, b] = [b, a];
    if (a !== min || b !== max) onChange(a, b);
    else {
      setLo(min === null ? '' : String(min));
      setHi(max === null ? '' : String(max));
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      apply();
    }
  };
  return (
    <div css={row}>
      <label htmlFor={`${id}-min`}>
        Min ($)
        <input id={`${id}-min`} type="number" inputMode="decimal" min={0} step={10} placeholder={bounds ? String(bounds.min) : '0'}
          value={lo} onChange={(e) => setLo(e.target.value)} onBlur={apply} onKeyDown={onKeyDown} />
      </label>
      <span aria-hidden="true">–</span>
      <label htmlFor={`${id}-max`}>
        Max ($)
        <input id={`${id}-max`} type="number" inputMode="decimal" min={0} step={10} placeholder={bounds ? String(bounds.max) : ''}
          value={hi} onChange={(e) => setHi(e.target.value)} onBlur={apply} onKeyDown={onKeyDown} />
      </label>
    </div>
  );
}
