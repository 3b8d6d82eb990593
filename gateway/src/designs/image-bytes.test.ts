import { sniffImage, stripMetadata } from './image-bytes';
import { tinyJpeg, tinyPng } from './test-images';

describe('image bytes', () => {
  it('when bytes start with a PNG or JPEG signature, then that is the type; anything else is none', () => {
    expect(sniffImage(tinyPng())).toBe('image/png');
    expect(sniffImage(tinyJpeg())).toBe('image/jpeg');
    expect(sniffImage(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });

  it('when a PNG carries a text chunk, then the stored copy has the picture and not the text', () => {
    const stripped = stripMetadata(tinyPng(), 'image/png')!;
    expect(stripped.toString('latin1')).not.toContain('secret');
    expect(stripped.toString('latin1')).toContain('IDAT');
    expect(stripped.subarray(-8, -4).toString('latin1')).toBe('IEND');
  });

  it('when a JPEG carries EXIF and a comment, then both are gone and JFIF, tables and scan remain', () => {
    const stripped = stripMetadata(tinyJpeg(), 'image/jpeg')!;
    const text = stripped.toString('latin1');
    expect(text).not.toContain('GPS-secret');
    expect(text).not.toContain('camera comment');
    expect(text).toContain('JFIF');
    expect(stripped.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it('when a file only starts like an image, then it is refused as broken', () => {
    expect(stripMetadata(tinyPng().subarray(0, 30), 'image/png')).toBeUndefined();
    expect(stripMetadata(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]), 'image/jpeg')).toBeUndefined();
  });
});
