import type { DesignImage } from '../model/design';

/** Larger images are drawn down to this on their longest side: plenty for a print area preview. */
const MAX_SIDE = 1000;

/**
 * Loaded on demand when a file is chosen: decodes the image in the browser and draws it onto a canvas,
 * so what the designer keeps is a fresh PNG without the file's metadata (EXIF, location). Rejects when
 * the browser cannot decode the bytes.
 */
export async function decodeImage(file: Blob): Promise<DesignImage> {
  const bitmap = await createImageBitmap(file);
  try {
    const ratio = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * ratio));
    const height = Math.max(1, Math.round(bitmap.height * ratio));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    ctx.drawImage(bitmap, 0, 0, width, height);
    return { dataUrl: canvas.toDataURL('image/png'), width, height };
  } finally {
    bitmap.close();
  }
}
