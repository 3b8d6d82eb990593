import { css } from '@emotion/react';
import { v } from '@tjb/ui';
import { COLORS, GARMENTS } from '../model/catalog';
import { choiceGrid, legend, panel, tile } from './styles';

interface Props {
  garmentId: string;
  colorId: string;
  onGarment: (id: string) => void;
  onColor: (id: string) => void;
}

/** Garment (with its price) and colour, each a radio group. */
export function GarmentOptions({ garmentId, colorId, onGarment, onColor }: Props) {
  return (
    <>
      <fieldset css={panel}>
        <legend css={legend}>Garment</legend>
        <div css={choiceGrid}>
          {GARMENTS.map((g) => (
            <label key={g.id} css={tile}>
              <input type="radio" name="garment" value={g.id} checked={garmentId === g.id} onChange={() => onGarment(g.id)} />
              <span css={css`font-weight: 700;`}>{g.name}</span>
              <span css={css`color: ${v('muted')};`}>${g.price}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset css={panel}>
        <legend css={legend}>Color</legend>
        <div css={choiceGrid}>
          {COLORS.map((c) => (
            <label key={c.id} css={tile}>
              <input type="radio" name="color" value={c.id} checked={colorId === c.id} onChange={() => onColor(c.id)} />
              <span css={css`display: flex; align-items: center; gap: 0.5rem;`}>
                <span aria-hidden="true" css={css`width: 20px; height: 20px; border-radius: 50%; background: ${c.hex}; border: 1px solid ${v('muted')};`} />
                {c.name}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
