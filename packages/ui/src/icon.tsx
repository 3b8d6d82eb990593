import { css } from '@emotion/react';

/**
 * The shop's one icon set: stroke icons on a 24-px grid (lucide-style paths), drawn inline so no icon
 * font or image request is needed and each takes its control's colour. Every app draws its icons from
 * here, so a heart is the same heart in the header and on a product card.
 */
const PATHS = {
  shield: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z',
  badgeCheck: 'M9 12l2 2 4-4M12 2l2.4 2.1 3.2-.3.7 3.1 2.7 1.7-1.3 2.9 1.3 2.9-2.7 1.7-.7 3.1-3.2-.3L12 22l-2.4-2.1-3.2.3-.7-3.1-2.7-1.7 1.3-2.9-1.3-2.9 2.7-1.7.7-3.1 3.2.3z',
  truck: 'M1 3h15v13H1zM16 8h4l3 3v5h-7zM5.5 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM18.5 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  users: 'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM23 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75',
  chevronLeft: 'M15 18l-6-6 6-6',
  chevronRight: 'M9 18l6-6-6-6',
  chevronDown: 'M6 9l6 6 6-6',
  arrowUp: 'M12 19V5M5 12l7-7 7 7',
  arrowLeft: 'M19 12H5M12 19l-7-7 7-7',
  arrowRight: 'M5 12h14M12 5l7 7-7 7',
  heart: 'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z',
  share: 'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.35-4.35',
  cart: 'M9 22a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM20 22a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6',
  x: 'M18 6 6 18M6 6l12 12',
  filter: 'M22 3H2l8 9.5V19l4 2v-8.5z',
  grid: 'M3 3h7v7H3zM14 3h7v7h-7zM14 14h7v7h-7zM3 14h7v7H3z',
  list: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
  chat: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  send: 'M22 2 11 13M22 2l-7 20-4-9-9-4z',
  star: 'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z',
  mail: 'M4 4h16c1.1 0 2 .9 2 2v12c0 1.1-.9 2-2 2H4c-1.1 0-2-.9-2-2V6c0-1.1.9-2 2-2zM22 6l-10 7L2 6',
  rotate: 'M1 4v6h6M3.5 15a9 9 0 1 0 2.1-9.4L1 10',
  zoom: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.35-4.35M11 8v6M8 11h6',
  ruler: 'M21.3 8.7 8.7 21.3a1 1 0 0 1-1.4 0l-4.6-4.6a1 1 0 0 1 0-1.4L15.3 2.7a1 1 0 0 1 1.4 0l4.6 4.6a1 1 0 0 1 0 1.4zM7.5 10.5l2 2M10.5 7.5l2 2M13.5 4.5l2 2M4.5 13.5l2 2',
  minus: 'M5 12h14',
  plus: 'M12 5v14M5 12h14',
  download: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3',
  menu: 'M4 6h16M4 12h16M4 18h16',
  facebook: 'M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6v4h3v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h3z',
  instagram: 'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5h.01',
  youtube: 'M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zM10 9l5 3-5 3z',
} as const;

export type IconName = keyof typeof PATHS;

/**
 * The stroke as a class, not as presentation attributes on every icon: a page draws dozens of icons
 * (three per product card) and the attributes were half of each one's markup.
 */
const stroked = css`fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round;`;
const filledShape = css`fill: currentColor;`;

/**
 * An icon. Decorative by default (the control that holds it carries the accessible name); with a
 * `title` it is an image with that name. `filled` fills the shape (a wishlisted heart).
 */
export function Icon({ name, size = 20, filled = false, title }: { name: IconName; size?: number; filled?: boolean; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      css={filled ? [stroked, filledShape] : stroked}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
    >
      {title ? <title>{title}</title> : null}
      <path d={PATHS[name]} />
    </svg>
  );
}

/** An icon's shape as an image for a CSS mask: the same path and stroke as the inline icon, filled or not. */
export const iconMaskImage = (name: IconName, filled = false): string =>
  // Written escaped (%3C, %3E): a data URL in a quoted url() holds the rest as it is (the paths have no quotes or '#').
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='${filled ? 'black' : 'none'}' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='${PATHS[name]}'/%3E%3C/svg%3E")`;

/**
 * The icon drawn by the stylesheet, in the `::before` of the control this style is on, for a control
 * repeated down a page: each product card's heart and Add to Cart drew their icons inline, ~480 bytes of
 * every card's markup (11 KB of a 24-card page), where a style rule writes the shape once. It takes the
 * control's colour, as the inline icon does; `filledWhen` is a selector of the control's state that
 * fills the shape (`[aria-pressed='true']`, a wishlisted heart). The shape is one custom property, so
 * the prefixed and unprefixed masks do not each carry it. Forced colours repaint backgrounds, which
 * would blank the shape: there it keeps the control's text colour.
 */
export const iconBefore = (name: IconName, { size = 20, filledWhen }: { size?: number; filledWhen?: string } = {}) => css`
  --tjb-icon: ${iconMaskImage(name)};
  ${filledWhen ? `&${filledWhen} { --tjb-icon: ${iconMaskImage(name, true)}; }` : ''}
  &::before { content: ''; flex: none; width: ${size}px; height: ${size}px; background: currentColor; mask: var(--tjb-icon) center / contain no-repeat; }
  @media (forced-colors: active) { &::before { forced-color-adjust: none; background: ButtonText; } }
`;
