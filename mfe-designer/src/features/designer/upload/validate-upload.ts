/** 'PNG, JPG up to 10MB' (spec 001): the limit the upload button states, checked before anything is read. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  tooBig: 'This file is larger than 10MB. Please choose a smaller image.',
  wrongType: 'Only PNG or JPG images can be uploaded. This file is not one.',
  undecodable: 'This image could not be read. Please try another PNG or JPG file.',
} as const;

export type ImageKind = 'image/png' | 'image/jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type the file's first bytes show, whatever its name or the browser's guess says. */
export function sniffImageKind(head: Uint8Array): ImageKind | undefined {
  if (PNG_SIGNATURE.every((b, i) => head[i] === b)) return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return undefined;
}

export type UploadCheck = { ok: true; kind: ImageKind } | { ok: false; message: string };

/** Size first (no need to read a huge file), then the magic bytes. */
export async function checkUpload(file: Blob): Promise<UploadCheck> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, message: UPLOAD_MESSAGES.tooBig };
  const head = new Uint8Array(await readHead(file, 8));
  const kind = sniffImageKind(head);
  return kind ? { ok: true, kind } : { ok: false, message: UPLOAD_MESSAGES.wrongType };
}

function readHead(file: Blob, bytes: number): Promise<ArrayBuffer> {
  const slice = file.slice(0, bytes);
  if (typeof slice.arrayBuffer === 'function') return slice.arrayBuffer();
  // jsdom's Blob has no arrayBuffer(); FileReader reads it everywhere.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}
