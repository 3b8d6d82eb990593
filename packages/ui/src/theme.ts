/**
 * The one theme of the shop. Tokens are CSS custom properties on :root, so every remote reads the
 * same values without sharing a React theme context across federation boundaries.
 * Contrast (WCAG AA): bone on ink 15.9:1, muted on ink 7.4:1, ink on accent 6.9:1, accent on ink 6.9:1.
 */
export const tokens = {
  ink: '#0d0c0b',
  surface: '#17150f',
  surfaceRaised: '#221f18',
  line: '#3a342a',
  bone: '#efe8dc',
  muted: '#b3aa9b',
  accent: '#ff7a1a',
  accentStrong: '#ff9245',
  danger: '#ff6b5e',
  success: '#7fd18b',
  radius: '4px',
  fontDisplay: "'Oswald', 'Arial Narrow', 'Roboto Condensed', Impact, sans-serif",
  fontBody: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  maxWidth: '1280px',
} as const;

export type Token = keyof typeof tokens;

const cssName = (k: string) => `--tjb-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** `var(--tjb-accent)` for a token. */
export const v = (k: Token): string => `var(${cssName(k)})`;

export const rootVariables: string = Object.entries(tokens)
  .map(([k, value]) => `${cssName(k)}:${value};`)
  .join('');

export const breakpoints = { mobile: 768 } as const;
export const mq = {
  mobile: `@media (max-width: ${breakpoints.mobile - 1}px)`,
  desktop: `@media (min-width: ${breakpoints.mobile}px)`,
} as const;
