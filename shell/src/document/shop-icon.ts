import { createHash } from 'node:crypto';
import { tokens } from '@tjb/ui/theme';
import { SHOP_MARK } from '../layout/brand/shop-mark';

/**
 * The shop's icon as a file of its own: browsers show a data: URL in the tab, but search engines show a
 * site's icon in their results only when it has an address they can fetch. The shell's build writes it
 * (webpack.config.cjs) under static/, by a name that changes with its content, so it is cached for good.
 * At 16 px the header's faint shield would vanish: here the shield is solid, the T on it in the page's ink.
 */
export const SHOP_ICON_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${SHOP_MARK.viewBox}">` +
  `<path d="${SHOP_MARK.shield}" fill="${tokens.accent}"/><path d="${SHOP_MARK.letter}" fill="${tokens.ink}"/></svg>`;

/**
 * Where the build writes the icon, relative to the shell's output folder (served from the shop's root).
 * Named from its content like the build's own files (10 hex digits), by the build's config and by the
 * server's Document alike: both run in Node, this module never in a browser.
 */
export const SHOP_ICON_FILE = `static/shop-icon.${createHash('sha256').update(SHOP_ICON_SVG).digest('hex').slice(0, 10)}.svg`;
export const SHOP_ICON_HREF = `/${SHOP_ICON_FILE}`;
