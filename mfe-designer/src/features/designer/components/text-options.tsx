import { MAX_TEXT_LENGTH } from '../model/design';
import { TEXT_COLORS, TEXT_SIZES } from '../model/catalog';
import { css } from '@emotion/react';
import { field, hint, label, legend, panel } from './styles';

interface Props {
  text: string;
  textSize: number;
  textColor: string;
  onChange: (change: { text?: string; textSize?: number; textColor?: string }) => void;
}

/** Multi-line custom text with its size and colour. */
export function TextOptions({ text, textSize, textColor, onChange }: Props) {
  return (
    <fieldset css={panel}>
      <legend css={legend}>Custom text</legend>
      <label htmlFor="designer-text" css={label}>
        Your text
      </label>
      <textarea
        id="designer-text"
        css={[field, css`min-height: 5rem; resize: vertical;`]}
        rows={3}
        maxLength={MAX_TEXT_LENGTH}
        value={text}
        aria-describedby="designer-text-hint"
        onChange={(e) => onChange({ text: e.target.value })}
      />
      <p id="designer-text-hint" css={hint}>
        Up to {MAX_TEXT_LENGTH} characters; press Enter for a new line.
      </p>
      <div css={css`display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem;`}>
        <div>
          <label htmlFor="designer-text-size" css={label}>
            Font size
          </label>
          <select id="designer-text-size" css={field} value={textSize} onChange={(e) => onChange({ textSize: Number(e.target.value) })}>
            {TEXT_SIZES.map((s) => (
              <option key={s} value={s}>
                {s} pt
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="designer-text-color" css={label}>
            Text color
          </label>
          <select id="designer-text-color" css={field} value={textColor} onChange={(e) => onChange({ textColor: e.target.value })}>
            {TEXT_COLORS.map((c) => (
              <option key={c.hex} value={c.hex}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
