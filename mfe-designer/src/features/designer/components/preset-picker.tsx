import { css } from '@emotion/react';
import { v } from '@tjb/ui';
import { GRID_PRESET_COUNT, PRESETS, type DesignCategory } from '../model/catalog';
import { EMBLEM_PATHS } from './garment-shapes';
import { field, label, legend, panel } from './styles';

const CATEGORIES: readonly DesignCategory[] = ['Dark', 'Brand', 'Classic', 'Wild'];

const gridButton = css`
  display: flex; flex-direction: column; align-items: center; gap: 0.25rem; padding: 0.5rem; min-height: 44px;
  border: 2px solid ${v('line')}; border-radius: ${v('radius')}; background: ${v('ink')}; color: ${v('bone')};
  cursor: pointer; font: inherit; font-size: 0.85rem;
  &[aria-pressed='true'] { border-color: ${v('accent')}; }
  &:focus-visible { outline: 2px solid ${v('accent')}; outline-offset: 2px; }
`;

/** One of the 14 preset designs: every one in the dropdown (grouped by category), the first 8 as a grid. */
export function PresetPicker({ presetId, onPreset }: { presetId: string | null; onPreset: (id: string | null) => void }) {
  return (
    <fieldset css={panel}>
      <legend css={legend}>Design</legend>
      <label htmlFor="designer-preset" css={label}>
        Preset design
      </label>
      <select id="designer-preset" css={field} value={presetId ?? ''} onChange={(e) => onPreset(e.target.value || null)}>
        <option value="">No design</option>
        {CATEGORIES.map((category) => (
          <optgroup key={category} label={category}>
            {PRESETS.filter((p) => p.category === category).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <ul css={css`list-style: none; padding: 0; margin: 0.75rem 0 0; display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 0.5rem;`}>
        {PRESETS.slice(0, GRID_PRESET_COUNT).map((p) => (
          <li key={p.id}>
            <button type="button" css={[gridButton, css`width: 100%;`]} aria-pressed={presetId === p.id} onClick={() => onPreset(presetId === p.id ? null : p.id)}>
              <svg viewBox="-60 -35 120 70" width={48} height={28} aria-hidden="true" focusable="false">
                <path d={EMBLEM_PATHS[p.shape]} fill="currentColor" fillRule="evenodd" />
              </svg>
              <span>{p.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
