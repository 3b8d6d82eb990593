import { checkUpload, MAX_UPLOAD_BYTES, sniffImageKind, UPLOAD_MESSAGES } from './validate-upload';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 16];

describe('upload validation', () => {
  it('when the bytes start with the PNG or JPEG signature, then the kind is known', () => {
    expect(sniffImageKind(new Uint8Array(PNG_HEAD))).toBe('image/png');
    expect(sniffImageKind(new Uint8Array(JPEG_HEAD))).toBe('image/jpeg');
  });

  it('when a text file is named like a PNG, then it is refused for its bytes', async () => {
    const file = new File(['hello, not an image'], 'photo.png', { type: 'image/png' });
    expect(await checkUpload(file)).toEqual({ ok: false, message: UPLOAD_MESSAGES.wrongType });
  });

  it('when a PNG is named like a text file, then it is accepted for its bytes', async () => {
    const file = new File([new Uint8Array(PNG_HEAD)], 'notes.txt', { type: 'text/plain' });
    expect(await checkUpload(file)).toEqual({ ok: true, kind: 'image/png' });
  });

  it('when a file is over 10MB, then it is refused before its bytes are read', async () => {
    const big = new Blob([new Uint8Array(PNG_HEAD)]);
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    expect(await checkUpload(big)).toEqual({ ok: false, message: UPLOAD_MESSAGES.tooBig });
  });

  it('when a file is exactly 10MB, then the size is allowed', async () => {
    const file = new Blob([new Uint8Array(JPEG_HEAD)]);
    Object.defineProperty(file, 'size', { value: MAX_UPLOAD_BYTES });
    expect(await checkUpload(file)).toEqual({ ok: true, kind: 'image/jpeg' });
  });

  it('when a GIF is chosen, then it is refused', async () => {
    expect((await checkUpload(new Blob(['GIF89a....']))).ok).toBe(false);
  });
});
