import { css, type SerializedStyles } from '@emotion/react';
import { mq } from './theme';

/** A band's height before the browser has laid it out once, by screen width (px). */
export interface BandHeight {
  mobile: number;
  desktop: number;
}

/**
 * For a band that starts below the first screen on every device (a page's lower sections, the footer):
 * the browser skips its style, layout and paint until it comes near the viewport (`content-visibility:
 * auto`), so the page's first layout covers only what the shopper sees first. Until then the band holds
 * `height` of space; once laid out, the browser remembers its real height (`auto`), so the scroll height
 * settles after the first pass and nothing on screen moves. Its content stays in the document: found by
 * find-in-page, read by screen readers, reached by keyboard and by links to its anchors.
 * A band within the browser's margin around the viewport (Chromium's: one and a half screens) is laid out
 * in the frame after the first, so the page's first layout comes in two shorter tasks; one farther down
 * waits until the shopper scrolls near it. Like any paint containment, the band clips what its children
 * draw outside its padding box (focus rings, shadows): they need room inside it.
 */
export function belowTheFold(height: BandHeight): SerializedStyles {
  return css`
    content-visibility: auto;
    contain-intrinsic-size: auto ${height.mobile}px;
    ${mq.desktop} { contain-intrinsic-size: auto ${height.desktop}px; }
  `;
}
