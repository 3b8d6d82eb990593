import type { StylisPlugin } from '@emotion/cache';

/**
 * Properties that current browsers still read only (or, in a Safari still in use, only) with the
 * `-webkit-` prefix. Emotion's default prefixer writes the prefixes of 2012-era browsers for every
 * rule (`display:-webkit-box;display:-ms-flexbox`, `-webkit-align-items`, `-ms-transform`, ...): a
 * quarter of a page's inline styles, for browsers the shop does not run in (its code is ES2020+
 * module federation). Everything else is written as authored.
 */
const WEBKIT_PREFIXED = new Set([
  'user-select', // Safari
  'backdrop-filter', // Safari before 18
  'text-size-adjust', // Safari, Chrome on Android
  'box-decoration-break', // Chrome, Safari
  'hyphens', // Safari
  'initial-letter', // Safari
  'text-stroke',
  'text-stroke-width',
  'text-stroke-color',
  'text-fill-color',
  'print-color-adjust', // Chrome before 136
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
  'mask-clip',
  'mask-origin',
  'mask-composite',
]);

/** `background-clip: text` needs the prefix in Safari; other background-clip values do not. */
const needsPrefix = (property: string, declaration: string) =>
  WEBKIT_PREFIXED.has(property) || (property === 'background-clip' && /:\s*text\b/.test(declaration));

/**
 * A stylis plugin for emotion caches (`stylisPlugins: [modernPrefixer]`): the `-webkit-` copy of a
 * declaration only where a current browser needs one. Server and browser caches use it alike, so the
 * rules the server wrote are the rules the browser would have inserted.
 */
export const modernPrefixer: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return) return;
  const property = typeof element.props === 'string' ? element.props : element.props[0];
  if (property && needsPrefix(property, element.value)) element.return = `-webkit-${element.value}${element.value}`;
};

/** The plugin list every shop cache is created with. */
export const STYLIS_PLUGINS = [modernPrefixer];
