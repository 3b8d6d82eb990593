import { z } from 'zod';
import { CUSTOM_GARMENTS } from '../orders/custom-apparel';

/** 'PNG, JPG up to 10MB' (spec 001 §9): the most the designer accepts for one image, in bytes. */
export const MAX_DESIGN_IMAGE_BYTES = 10 * 1024 * 1024;
/** The preview is the designer's own 400 × 480 drawing; this is far above what it needs. */
export const MAX_PREVIEW_BYTES = 2 * 1024 * 1024;
/** Base64 grows bytes by 4/3; the image, the preview and the choices fit in this with room to spare. */
export const DESIGN_BODY_LIMIT = Math.ceil(((MAX_DESIGN_IMAGE_BYTES + MAX_PREVIEW_BYTES) * 4) / 3) + 64 * 1024;

export const CUSTOM_COLOR_IDS = ['black', 'white', 'red', 'navy', 'gray', 'brown'] as const;

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Images must be sent as base64.');
const finite = z.number().finite();

/** What POST /api/designs accepts: the designer's choices and its two images, as base64. */
export const designInputSchema = z.object({
  garmentId: z.enum(CUSTOM_GARMENTS.map((g) => g.key) as [string, ...string[]], 'Please select a garment type.'),
  colorId: z.enum(CUSTOM_COLOR_IDS, 'Please select a color.'),
  presetId: z.string().regex(/^[a-z0-9-]{1,60}$/).nullable(),
  text: z.string().max(120, 'The custom text can be at most 120 characters.'),
  textSize: finite.min(8).max(96),
  textColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  placement: z.object({ x: finite.min(0).max(400), y: finite.min(0).max(480), scale: finite.min(0.1).max(1) }).nullable(),
  image: base64.nullable(),
  preview: base64.min(1, 'A design needs its preview.'),
});

export type DesignInput = z.output<typeof designInputSchema>;
