import { css } from '@emotion/react';
import { Button, Icon, buttonStyle, v } from '@tjb/ui';
import { useRef, useState } from 'react';
import type { DesignImage } from '../model/design';
import { MIN_SCALE } from '../model/placement';
import { checkUpload, UPLOAD_MESSAGES } from '../upload/validate-upload';
import { errorText, hint, label, legend, panel } from './styles';

interface Props {
  image: DesignImage | null;
  scale: number;
  onImage: (image: DesignImage | null) => void;
  onScale: (scale: number) => void;
}

/**
 * 'Upload Image' (PNG or JPG up to 10MB): the file is checked by its size and first bytes, then decoded
 * by code loaded only now. A refused file changes nothing and says why.
 */
export function UploadControl({ image, scale, onImage, onScale }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const check = await checkUpload(file);
      if (!check.ok) return setError(check.message);
      const decoded = await import(/* webpackChunkName: "designer-decode" */ '../upload/decode-image')
        .then((m) => m.decodeImage(file))
        .catch(() => null);
      if (!decoded) return setError(UPLOAD_MESSAGES.undecodable);
      setError(null);
      onImage(decoded);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <fieldset css={panel}>
      <legend css={legend}>Your image</legend>
      <div css={css`display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center;`}>
        {/* The file input is the one control; its label is what the shopper sees and clicks. */}
        <label css={[buttonStyle('outline'), css`position: relative; &:focus-within { outline: 2px solid ${v('accent')}; outline-offset: 2px; }`]}>
          <Icon name="plus" /> Upload Image
          <input
            ref={input}
            id="designer-upload"
            type="file"
            accept="image/png,image/jpeg"
            disabled={busy}
            css={css`position: absolute; inset: 0; width: 100%; height: 100%; opacity: 0; cursor: pointer;`}
            aria-describedby="designer-upload-hint designer-upload-error"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </label>
        {image ? (
          <Button variant="ghost" onClick={() => onImage(null)}>
            <Icon name="x" /> Remove image
          </Button>
        ) : null}
      </div>
      <p id="designer-upload-hint" css={hint}>
        PNG, JPG up to 10MB
      </p>
      <p id="designer-upload-error" role="alert" css={errorText}>
        {error ?? ''}
      </p>
      {image ? (
        <>
          <label htmlFor="designer-image-size" css={label}>
            Image size
          </label>
          <input
            id="designer-image-size"
            type="range"
            min={MIN_SCALE}
            max={1}
            step={0.05}
            value={scale}
            onChange={(e) => onScale(Number(e.target.value))}
            css={css`width: 100%; min-height: 44px;`}
          />
          <p css={hint}>Drag the image on the preview, or focus the preview and use the arrow keys (Shift for bigger steps) and + or − to resize.</p>
        </>
      ) : null}
    </fieldset>
  );
}
