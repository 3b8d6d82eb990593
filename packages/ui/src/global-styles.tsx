import { Global, css } from '@emotion/react';
import { preload } from 'react-dom';
import oswald500 from '@fontsource/oswald/files/oswald-latin-500-normal.woff2';
import oswald700 from '@fontsource/oswald/files/oswald-latin-700-normal.woff2';
import { hasServerGlobalStyles } from './server-style-marks';
import { rootVariables, v } from './theme';

// Self-hosted display face (12 KB per weight): no third-party font host. `optional`, not `swap`: the
// preload below usually lands before the first paint, but when it does not, a swap re-sets every heading,
// the header's links and the hero's buttons in the narrower face after they have painted (a layout shift
// of the hero in one first load in four or five here). Optional keeps the fallback for that page instead.
/**
 * What the display face's files cover (the latin subset, as @fontsource cut it). Said in the @font-face
 * rules, the browser never looks in the face for a character outside it; a heading's character outside it
 * (an arrow, a star) is drawn from the next family of the stack, found through a search of the system's
 * fonts in the page's first layout: the shop draws such signs as icons.
 */
const DISPLAY_FONT_UNICODE_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const styles = css`
  @font-face { font-family: 'Oswald'; font-style: normal; font-weight: 500; font-display: optional; src: url(${oswald500}) format('woff2'); unicode-range: ${DISPLAY_FONT_UNICODE_RANGE}; }
  @font-face { font-family: 'Oswald'; font-style: normal; font-weight: 700; font-display: optional; src: url(${oswald700}) format('woff2'); unicode-range: ${DISPLAY_FONT_UNICODE_RANGE}; }
  :root { ${rootVariables} color-scheme: dark; }
  *, *::before, *::after { box-sizing: border-box; }
  html { scroll-behavior: smooth; }
  @media (prefers-reduced-motion: reduce) { html { scroll-behavior: auto; } }
  body { margin: 0; background: ${v('ink')}; color: ${v('bone')}; font-family: ${v('fontBody')}; line-height: 1.5; }
  h1, h2, h3, h4 { font-family: ${v('fontDisplay')}; font-weight: 700; letter-spacing: 0.02em; text-transform: uppercase; line-height: 1.1; margin: 0 0 0.5em; }
  a { color: ${v('accent')}; }
  a:hover { color: ${v('accentStrong')}; }
  img { max-width: 100%; display: block; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 2px solid ${v('accent')}; outline-offset: 2px; }
`;

/**
 * The display face's files, on the first paint of every page. The shell's Document preloads them in the
 * start of every page, which goes out before the page is rendered; GlobalStyles asks for them too (for a
 * remote alone, and in the browser, where React finds the Document's hints and adds none).
 */
export const DISPLAY_FONT_FILES: readonly string[] = [oswald500, oswald700];
/** How the display face is preloaded (a font is always fetched in CORS mode, so the hint must be too). */
export const FONT_PRELOAD = { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' } as const;

/** Root variables, fonts and resets. The shell renders it once; a remote renders it only when alone. */
export function GlobalStyles() {
  // The display font is on the first paint of every page: asked for with the HTML (React writes the hints
  // into a server-rendered head), not once the first heading is laid out, so its swap does not move a
  // server-rendered page after it has painted.
  for (const href of DISPLAY_FONT_FILES) preload(href, FONT_PRELOAD);
  // In a server-rendered page the rules are in the head already; Global would add a second copy, and a
  // new @font-face makes the browser lay out all text again. Global renders no element, so rendering it
  // on the server and not here hydrates alike.
  if (typeof document !== 'undefined' && hasServerGlobalStyles()) return null;
  return <Global styles={styles} />;
}
