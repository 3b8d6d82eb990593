import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Response compression for the Storefront endpoint, which sits in front of the app-wide
 * compression() middleware so that a kept answer is compressed once rather than on every hit.
 * The choices mirror that middleware's (brotli quality 4, gzip level 6, nothing under 1 KB,
 * brotli before gzip when the client likes both alike), so a browser sees the same answers.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

export const COMPRESS_THRESHOLD = 1024;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export function compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body);
  return brotli(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

function parseAcceptEncoding(header: string): Encoding {
  const specs: Array<{ coding: string; q: number }> = [];
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().split(';');
    if (!coding) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number.parseFloat(qParam.slice(2)) : 1;
    specs.push({ coding: coding.trim().toLowerCase(), q: Number.isNaN(q) ? 0 : q });
  }
  // As in the negotiator package: an exact mention wins over "*", and identity, unless mentioned,
  // is acceptable at the lowest quality listed.
  const quality = (coding: string) => specs.find((s) => s.coding === coding)?.q ?? specs.find((s) => s.coding === '*')?.q;
  const br = quality('br') ?? 0;
  const gz = quality('gzip') ?? 0;
  const identity = specs.find((s) => s.coding === 'identity')?.q ?? Math.min(1, ...specs.map((s) => s.q || 1));
  const best: Encoding = br >= gz ? 'br' : 'gzip';
  const q = Math.max(br, gz);
  return q > 0 && q >= identity ? best : 'identity';
}

const negotiated = new Map<string, Encoding>();

/** The encoding to answer with; browsers send a handful of distinct headers, so answers are remembered. */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(header);
    if (negotiated.size >= 256) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}
