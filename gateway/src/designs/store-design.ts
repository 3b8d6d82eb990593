import { createHash } from 'node:crypto';
import type { Database } from '../db';
import { AppError } from '../errors/app-error';
import { sniffImage, stripMetadata } from './image-bytes';
import { MAX_DESIGN_IMAGE_BYTES, MAX_PREVIEW_BYTES, type DesignInput } from './design-input';

export const DESIGN_MESSAGES = {
  tooBig: 'Images must be 10MB or smaller.',
  wrongType: 'Only PNG or JPEG images can be stored.',
  broken: 'The image file is damaged and cannot be stored.',
  previewType: 'The design preview must be a PNG image.',
  notFound: 'Design not found',
} as const;

/** Checks one base64 image by its decoded size and bytes, strips its metadata and stores it by hash. */
async function storeImage(db: Database, base64: string, maxBytes: number, pngOnly: boolean): Promise<string> {
  // Decoded size from the text length, before decoding anything large.
  if (Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) > maxBytes) {
    throw new AppError(413, DESIGN_MESSAGES.tooBig);
  }
  const bytes = Buffer.from(base64, 'base64');
  const mime = sniffImage(bytes);
  if (!mime || (pngOnly && mime !== 'image/png')) throw new AppError(415, pngOnly ? DESIGN_MESSAGES.previewType : DESIGN_MESSAGES.wrongType);
  const clean = stripMetadata(bytes, mime);
  if (!clean) throw new AppError(422, DESIGN_MESSAGES.broken);
  const hash = createHash('sha256').update(clean).digest('hex');
  await db.saveDesignImage({ hash, mime, bytes: clean });
  return hash;
}

/** Stores a design for the session that made it: its images (by content hash) and its choices. */
export async function storeDesign(db: Database, sessionKey: string, input: DesignInput): Promise<{ id: string }> {
  const { image, preview, ...spec } = input;
  const imageHash = image ? await storeImage(db, image, MAX_DESIGN_IMAGE_BYTES, false) : null;
  const previewHash = await storeImage(db, preview, MAX_PREVIEW_BYTES, true);
  return db.createDesign({ sessionKey, spec, imageHash, previewHash });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The design if this session made it; anyone else is told it does not exist, so ids cannot be probed. */
export async function findOwnDesign(db: Database, sessionKey: string | undefined, id: string) {
  if (!sessionKey || !UUID.test(id)) return undefined;
  const design = await db.findDesign(id);
  return design && design.sessionKey === sessionKey ? design : undefined;
}

export const designPreviewUrl = (id: string) => `/api/designs/${id}/preview`;

/** The design id a custom cart line's image names, or undefined for any other image. */
export function designIdFromImage(image: string | null | undefined): string | undefined {
  const match = /^\/api\/designs\/([0-9a-f-]{36})\/preview$/.exec(image ?? '');
  return match?.[1] && UUID.test(match[1]) ? match[1] : undefined;
}
