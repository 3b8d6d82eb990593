import { formObject } from '@tjb/forms';
import * as v from 'valibot';
import { CUSTOM_GARMENTS } from '../orders/custom-apparel';

/** 'PNG, JPG up to 10MB' (spec 001 §9): the most the designer accepts for one image, in bytes. */
export const MAX_DESIGN_IMAGE_BYTES = 10 * 1024 * 1024;
/** The preview is the designer's own 400 × 480 drawing; this is far above what it needs. */
export const MAX_PREVIEW_BYTES = 2 * 1024 * 1024;
/** Base64 grows bytes by 4/3; the image, the preview and the choices fit in this with room to spare. */
export const DESIGN_BODY_LIMIT = Math.ceil(((MAX_DESIGN_IMAGE_BYTES + MAX_PREVIEW_BYTES) * 4) / 3) + 64 * 1024;

export const CUSTOM_COLOR_IDS = ['black', 'white', 'red', 'navy', 'gray', 'brown'] as const;

const base64 = v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Images must be sent as base64.'));
const finite = (min: number, max: number) => v.pipe(v.number(), v.finite(), v.minValue(min), v.maxValue(max));

/** What POST /api/designs accepts: the designer's choices and its two images, as base64. */
export const designInputSchema = formObject({
  garmentId: v.picklist(CUSTOM_GARMENTS.map((g) => g.key), 'Please select a garment type.'),
  colorId: v.picklist(CUSTOM_COLOR_IDS, 'Please select a color.'),
  presetId: v.nullable(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/))),
  text: v.pipe(v.string(), v.maxLength(120, 'The custom text can be at most 120 characters.')),
  textSize: finite(8, 96),
  textColor: v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/)),
  placement: v.nullable(formObject({ x: finite(0, 400), y: finite(0, 480), scale: finite(0.1, 1) })),
  image: v.nullable(base64),
  preview: v.pipe(base64, v.minLength(1, 'A design needs its preview.')),
});

export type DesignInput = v.InferOutput<typeof designInputSchema>;
