import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { v } from '@tjb/ui';
import { chooseValue, valueState, type ChoosableProduct, type OptionGroup, type Selection } from '../variant-selection';

const group = css`border: 0; margin: 0; padding: 0; display: grid; gap: 0.5rem;
  legend { font-weight: 600; padding: 0; margin-bottom: 0.5rem; display: flex; width: 100%; justify-content: space-between; align-items: center; gap: 1rem; }
  legend span { color: ${v('muted')}; font-weight: 400; }`;
const values = css`display: flex; flex-wrap: wrap; gap: 0.5rem;`;
const chip = css`
  position: relative; min-width: 48px; min-height: 44px; padding: 0 0.9rem; border-radius: ${v('radius')}; cursor: pointer;
  border: 1px solid ${v('line')}; background: ${v('surface')}; color: ${v('bone')};
  &[aria-pressed='true'] { border: 2px solid ${v('accent')}; color: ${v('accent')}; font-weight: 700; }
  &[data-state='sold-out'] { color: ${v('muted')}; text-decoration: line-through; }
  &[data-state='missing'] { color: ${v('muted')}; border-style: dashed; }
`;

const LABEL: Record<string, string> = { 'sold-out': ' (Sold Out)', missing: ' (not available with your other choices)', available: '' };

/** One picker per option (Size, Color …); sold-out combinations stay visible, struck through. */
export function VariantPicker({ product, groups, selection, onChange, extra }: {
  product: ChoosableProduct;
  groups: readonly OptionGroup[];
  selection: Selection;
  onChange: (next: Selection) => void;
  /** Shown next to the given option's name (the size guide link). */
  extra?: { option: string; node: ReactNode };
}) {
  return (
    <>
      {groups.map((g) => (
        <fieldset key={g.name} css={group}>
          <legend>
            <span css={css`color: inherit !important; font-weight: 600 !important;`}>{g.name}: <span>{selection[g.name] ?? ''}</span></span>
            {extra && extra.option.toLowerCase() === g.name.toLowerCase() ? extra.node : null}
          </legend>
          <div css={values} role="group" aria-label={g.name}>
            {g.values.map((value) => {
              const state = valueState(product, selection, g.name, value);
              const checked = selection[g.name] === value;
              return (
                <button key={value} type="button" aria-pressed={checked} data-state={state} css={chip}
                  aria-label={`${value}${LABEL[state]}`} onClick={() => onChange(chooseValue(product, selection, g.name, value))}>
                  {value}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}
