/** Colour option names → paint. Unknown names get a stable colour from their hash. */
export interface Paint {
  base: string;
  shade: string;
  light: string;
  /** Optional pattern drawn over the base (plaid shirts, denim). */
  pattern?: 'plaid' | 'denim';
}

const NAMED: Record<string, Paint> = {
  black: { base: '#2b2b2b', shade: '#121212', light: '#5a5a5a' },
  'gloss black': { base: '#262626', shade: '#0f0f0f', light: '#8a8a8a' },
  'matte black': { base: '#303030', shade: '#161616', light: '#474747' },
  'flat black': { base: '#303030', shade: '#161616', light: '#474747' },
  brown: { base: '#6b4226', shade: '#3f2614', light: '#9a6a43' },
  'distressed brown': { base: '#7a4f2e', shade: '#4a2e19', light: '#b08056' },
  tan: { base: '#b08a5a', shade: '#7d5f3b', light: '#d6b489' },
  orange: { base: '#e8621a', shade: '#9e3f0c', light: '#ff9552' },
  red: { base: '#a3201d', shade: '#5e1110', light: '#d9504a' },
  white: { base: '#e9dfc9', shade: '#a89f8b', light: '#ffffff' },
  'gloss white': { base: '#efe8da', shade: '#a9a193', light: '#ffffff' },
  gray: { base: '#6f6f6f', shade: '#3f3f3f', light: '#a0a0a0' },
  silver: { base: '#b9bcc0', shade: '#75797e', light: '#f1f3f5' },
  chrome: { base: '#c9ced4', shade: '#7c838b', light: '#ffffff' },
  titanium: { base: '#8c8f93', shade: '#55585c', light: '#c4c7cb' },
  gold: { base: '#c9a227', shade: '#8a6c12', light: '#f3d66b' },
  navy: { base: '#1f2f55', shade: '#111a31', light: '#3d5590' },
  olive: { base: '#5b5e2f', shade: '#35371a', light: '#878a4c' },
  yellow: { base: '#d9b51e', shade: '#8f760f', light: '#f5dc63' },
  'blue denim': { base: '#3b5b8c', shade: '#233757', light: '#6b8cbf', pattern: 'denim' },
  'black denim': { base: '#2e3138', shade: '#17191d', light: '#575c66', pattern: 'denim' },
  stonewash: { base: '#7d97b8', shade: '#4e6483', light: '#a9bfdb', pattern: 'denim' },
  'red plaid': { base: '#a3201d', shade: '#1b1b1b', light: '#d9504a', pattern: 'plaid' },
  'black plaid': { base: '#2b2b2b', shade: '#a3201d', light: '#5a5a5a', pattern: 'plaid' },
  'orange plaid': { base: '#e8621a', shade: '#1b1b1b', light: '#ff9552', pattern: 'plaid' },
  'gray plaid': { base: '#6f6f6f', shade: '#1b1b1b', light: '#a0a0a0', pattern: 'plaid' },
};

function hashHue(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % 360;
}

export function paintFor(colorName: string | undefined): Paint {
  const key = (colorName ?? 'black').trim().toLowerCase();
  const named = NAMED[key];
  if (named) return named;
  const hue = hashHue(key);
  return { base: `hsl(${hue} 45% 42%)`, shade: `hsl(${hue} 45% 22%)`, light: `hsl(${hue} 50% 62%)` };
}
