import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { compress, negotiateEncoding } from './encoding';

describe('Storefront answer encoding', () => {
  it('when a browser lists br and gzip, then br is chosen; qualities and wildcards are honoured', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0.2, gzip;q=0')).toBe('br');
    expect(negotiateEncoding('GZIP')).toBe('gzip');
  });

  it('when the client asks for nothing compressible, then the answer is identity', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('')).toBe('identity');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBe('identity');
    expect(negotiateEncoding('gzip;q=0.5, identity')).toBe('identity');
  });

  it('when a body is compressed, then each encoding decodes back to it', async () => {
    const body = Buffer.from(JSON.stringify({ data: { products: Array.from({ length: 50 }, (_, i) => ({ id: i, title: 'Road King Helmet' })) } }));
    const gzip = await compress(body, 'gzip');
    const br = await compress(body, 'br');
    expect(gunzipSync(gzip)).toEqual(body);
    expect(brotliDecompressSync(br)).toEqual(body);
    expect(br.length).toBeLessThan(body.length / 4);
  });
});
