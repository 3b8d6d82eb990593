import type { Placement } from './placement';

/** One design as the shopper composes it: everything the preview, the cart line and a saved copy need. */
export interface Design {
  garmentId: string;
  colorId: string;
  presetId: string | null;
  text: string;
  textSize: number;
  textColor: string;
  /** The uploaded image, decoded and re-encoded in the browser; null when there is none. */
  image: DesignImage | null;
  placement: Placement;
}

export interface DesignImage {
  /** A `data:image/png;base64,…` URL of the re-encoded image (no metadata survives a canvas). */
  dataUrl: string;
  width: number;
  height: number;
}

export const MAX_TEXT_LENGTH = 120;

export const INITIAL_DESIGN: Design = {
  garmentId: 'tshirt',
  colorId: 'black',
  presetId: null,
  text: '',
  textSize: 24,
  textColor: '#efe8dc',
  image: null,
  placement: { x: 0, y: 0, scale: 1 },
};
