/**
 * What an uploaded image is, judged by its bytes, and the same image without its metadata. PNG keeps
 * only the chunks that draw the picture; JPEG loses its APPn (EXIF, XMP, ICC, maker notes) and comment
 * segments. Pure byte work: no image library on the server, no decoder to attack.
 */
export type ImageMime = 'image/png' | 'image/jpeg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImage(bytes: Uint8Array): ImageMime | undefined {
  if (bytes.length >= 8 && PNG_SIGNATURE.equals(Buffer.from(bytes.subarray(0, 8)))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

/** The chunks a PNG needs to be drawn the same; text, time, EXIF and colour-profile chunks go. */
const PNG_KEEP = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND', 'gAMA', 'sRGB', 'cHRM', 'sBIT', 'pHYs', 'bKGD', 'acTL', 'fcTL', 'fdAT']);

/** The image without metadata, or undefined when its structure is broken (a truncated or forged file). */
export function stripMetadata(bytes: Uint8Array, mime: ImageMime): Buffer | undefined {
  return mime === 'image/png' ? stripPng(Buffer.from(bytes)) : stripJpeg(Buffer.from(bytes));
}

function stripPng(buf: Buffer): Buffer | undefined {
  const parts: Buffer[] = [PNG_SIGNATURE];
  let offset = 8;
  let sawHeader = false;
  while (offset + 12 <= buf.length) {
    const length = buf.readUInt32BE(offset);
    const type = buf.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > buf.length) return undefined;
    if (!sawHeader && type !== 'IHDR') return undefined;
    sawHeader = true;
    if (PNG_KEEP.has(type)) parts.push(buf.subarray(offset, end));
    offset = end;
    if (type === 'IEND') return Buffer.concat(parts);
  }
  return undefined;
}

function stripJpeg(buf: Buffer): Buffer | undefined {
  const parts: Buffer[] = [buf.subarray(0, 2)];
  let offset = 2;
  while (offset + 4 <= buf.length) {
    if (buf[offset] !== 0xff) return undefined;
    const marker = buf[offset + 1]!;
    // Fill bytes between segments.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = buf.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > buf.length) return undefined;
    // Start of scan: the entropy-coded picture follows to the end of the file.
    if (marker === 0xda) {
      parts.push(buf.subarray(offset));
      return Buffer.concat(parts);
    }
    const isAppOrComment = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
    if (!isAppOrComment) parts.push(buf.subarray(offset, end));
    offset = end;
  }
  return undefined;
}
