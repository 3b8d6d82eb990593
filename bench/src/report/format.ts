import type { Spread } from '../lib/stats';

const nf0 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const nf1 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const nf2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const nf3 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

export const int = (n: number) => (Number.isFinite(n) ? nf0.format(n) : '–');
export const one = (n: number) => (Number.isFinite(n) ? nf1.format(n) : '–');
export const two = (n: number) => (Number.isFinite(n) ? nf2.format(n) : '–');
export const three = (n: number) => (Number.isFinite(n) ? nf3.format(n) : '–');
export const kib = (bytes: number) => one(bytes / 1024);
export const ms = (n: number) => `${int(n)} ms`;
export const sec = (millis: number) => `${two(millis / 1000)} s`;

/** "median (min–max)" with the given formatter; a single sample shows alone. */
export function med(s: Spread | undefined, f: (n: number) => string): string {
  if (!s || s.n === 0) return '–';
  if (s.n === 1 || s.min === s.max) return f(s.median);
  return `${f(s.median)} (${f(s.min)}–${f(s.max)})`;
}

export const mark = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? ' ✅' : ' ❌');

export function table(headers: string[], rows: string[][]): string {
  const esc = (c: string) => c.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [`| ${headers.join(' | ')} |`, `|${headers.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`)].join('\n');
}
