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
 * auto`), so the page's first layout leaves out what lies screens down. Until then the band holds
 * `height` of space; once laid out, the browser remembers its real height (`auto`), so the scroll height
 * settles after the first pass and nothing on screen moves. Its content stays in the document: found by
 * find-in-page, read by screen readers, reached by keyboard and by links to its anchors.
 * A band within the browser's margin around the viewport (Chromium's: one and a half screens) is still laid
 * out for the first frame: Chromium settles which bands are near in that frame and runs style and layout
 * again before it paints, in the same task. Holding such a band back until the frame after costs a paint of
 * its own there and took no blocking off the page in Lighthouse. One farther down waits until the shopper
 * scrolls near it. Like any paint containment, the band clips what its children draw outside its padding
 * box (focus rings, shadows): they need room inside it.
 */
export function belowTheFold(height: BandHeight): SerializedStyles {
  return css`
    content-visibility: auto;
    contain-intrinsic-size: auto ${height.mobile}px;
    ${mq.desktop} { contain-intrinsic-size: auto ${height.desktop}px; }
  `;
}
