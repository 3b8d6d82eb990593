import { rootVariables, tokens } from '@tjb/ui/theme';
import { SPLASH_TAG } from '@tjb/shop-contracts';
import { SPLASH_MOTION_ATTRIBUTE } from './splash-motion';

/**
 * The intro splash as static HTML (spec 001 "Intro splash"). The shell's Document writes it into the
 * page (src/document), so it paints while the browser parses the page, before any script has run; the
 * shell's IntroSplash then takes it over (timeline, skip, removal). The gateway tells the Document to
 * leave it out for a browser session that has seen it (SPLASH_COOKIE in @tjb/shop-contracts). Only the
 * theme's tokens are imported here: the shell's webpack config runs this module in Node, for the
 * standalone page of `pnpm --filter shell dev` (its index.html).
 */

/** How long the splash may stay if the shop's scripts never take it over (offline, blocked). */
const ORPHAN_TIMEOUT_S = 8;

// Drawing constants on a 480 × 340 canvas. Everything here is geometry; the motion is in the CSS.
const GAUGE = { x: 240, y: 140, r: 100 };
const SWEEP_FROM = -135;
const SWEEP_TO = 135;
const RPM_MARKS = 9; // 0 … 8 (× 1000 rpm)
const CYLINDERS = [90, 390];
const EXHAUST_Y = 40;
/** A puff's box: it rises by one box (the puff keyframes' translate). */
const SMOKE_BOX = 40;
/** A piston's box, from its crown; a stroke lifts it by half of it (the stroke keyframes' translate). */
const PISTON_BOX_H = 80;
/** The needle's box; it turns about the gauge's centre, 80 % down the box (its transform-origin). */
const NEEDLE_BOX = { x: 228, y: 52, w: 24, h: 110 };
/** The sign's box, the glow's blur spilling out of it (its svg is overflow:visible). */
const LOGO_BOX = { x: 16, y: 272, w: 448, h: 68 };
/** A gear's box: its teeth and their stroke. */
const gearBox = (cx: number, cy: number, outer: number) => ({ x: cx - outer - 2, y: cy - outer - 2, w: 2 * outer + 4, h: 2 * outer + 4 });

const polar = (deg: number, r: number) => {
  const rad = ((deg - 90) * Math.PI) / 180;
  return { x: +(GAUGE.x + r * Math.cos(rad)).toFixed(1), y: +(GAUGE.y + r * Math.sin(rad)).toFixed(1) };
};

function arc(fromDeg: number, toDeg: number, r: number): string {
  const a = polar(fromDeg, r);
  const b = polar(toDeg, r);
  return `M${a.x} ${a.y}A${r} ${r} 0 ${toDeg - fromDeg > 180 ? 1 : 0} 1 ${b.x} ${b.y}`;
}

function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const steps = teeth * 4;
  const points = Array.from({ length: steps }, (_, i) => {
    const r = i % 4 < 2 ? outer : inner;
    const a = (i / steps) * Math.PI * 2;
    return `${+(cx + r * Math.cos(a)).toFixed(1)} ${+(cy + r * Math.sin(a)).toFixed(1)}`;
  });
  return `M${points.join('L')}Z`;
}

/** Attribute values here are the module's own constants and tokens; quotes are still escaped. */
const attrs = (a: Record<string, string | number>) =>
  Object.entries(a)
    .map(([k, val]) => ` ${k}="${String(val).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('');
const el = (tag: string, a: Record<string, string | number>, inner?: string) =>
  inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;

/** A part of the drawing, in the canvas's units. */
interface Box { x: number; y: number; w: number; h: number }

const CANVAS: Box = { x: 0, y: 0, w: 480, h: 340 };
const percent = (part: number, whole: number) => `${+((part / whole) * 100).toFixed(2)}%`;

/**
 * One layer of the drawing: a box of the canvas (the whole canvas for the still parts), drawn with the
 * canvas's own coordinates (its viewBox is the box). The moving ones are animated as a whole, and each is
 * only as large as the part it draws: without a GPU (software compositing: a headless browser, some
 * phones) the compositor redraws a moving layer's area, and everything under it, at every frame, and
 * with nine canvas-sized layers it spent a third more CPU than with these boxes while the shop loaded.
 * The animation sits on a <div>: Chrome never hands animations of SVG elements (the <svg> root included)
 * to the compositor. The splash is in the HTML of every first visit, so repeated attributes are written
 * once: on a group, in one path, in the style (the texts' font) or on the drawing (aria-hidden).
 */
const layer = (className: string, inner: string, box: Box = CANVAS, innerClass?: string) => {
  const place = box === CANVAS ? '' : ` style="left:${percent(box.x, CANVAS.w)};top:${percent(box.y, CANVAS.h)};width:${percent(box.w, CANVAS.w)};height:${percent(box.h, CANVAS.h)}"`;
  const svg = `<svg viewBox="${box.x} ${box.y} ${box.w} ${box.h}">${inner}</svg>`;
  return `<div class="layer ${className}"${place}>${innerClass ? `<div class="${innerClass}">${svg}</div>` : svg}</div>`;
};

/** Several strokes of one kind as one path. */
const strokes = (lines: Array<{ from: { x: number; y: number }; to: { x: number; y: number } }>) =>
  lines.map(({ from, to }) => `M${from.x} ${from.y}L${to.x} ${to.y}`).join('');

function drawing(): string {
  const { accent, bone, muted, line, surface, surfaceRaised, danger } = tokens;
  const ticks = Array.from({ length: (RPM_MARKS - 1) * 4 + 1 }, (_, i) => {
    const deg = SWEEP_FROM + ((SWEEP_TO - SWEEP_FROM) * i) / ((RPM_MARKS - 1) * 4);
    const major = i % 4 === 0;
    return { major, outer: polar(deg, 88), inner: polar(deg, major ? 72 : 80), label: polar(deg, 58), n: i / 4 };
  });
  const logoText = (extra: Record<string, string | number>) =>
    el('text', { x: 240, y: 322, 'text-anchor': 'middle', 'font-size': 44, 'font-weight': 700, 'letter-spacing': 3, ...extra }, 'TJ&#39;S BIKER GEAR');

  const defs = `<svg width="0" height="0" style="position:absolute"><defs>${el(
    'filter',
    { id: 'splash-glow', x: '-20%', y: '-50%', width: '140%', height: '200%' },
    el('feGaussianBlur', { stdDeviation: 4 }),
  )}${el(
    'radialGradient',
    { id: 'splash-smoke' },
    el('stop', { offset: 0, 'stop-color': muted, 'stop-opacity': 0.7 }) + el('stop', { offset: 1, 'stop-color': muted, 'stop-opacity': 0 }),
  )}</defs></svg>`;

  // A puff grows from its cylinder's exhaust (the box's centre) and rises one box.
  const puffBox = (x: number): Box => ({ x: x - SMOKE_BOX / 2, y: EXHAUST_Y - SMOKE_BOX / 2, w: SMOKE_BOX, h: SMOKE_BOX });
  const smoke = [
    ...CYLINDERS.map((x, i) => layer(`smoke smoke-a cylinder-${i}`, el('circle', { cx: x, cy: EXHAUST_Y, r: 16, fill: 'url(#splash-smoke)' }), puffBox(x))),
    ...CYLINDERS.map((x, i) => layer(`smoke smoke-b cylinder-${i}`, el('circle', { cx: x + 6, cy: EXHAUST_Y, r: 12, fill: 'url(#splash-smoke)' }), puffBox(x))),
  ].join('');

  const base = layer(
    'base',
    CYLINDERS.map(
      (x) =>
        `<g>${el('rect', { x: x - 26, y: 52, width: 52, height: 118, rx: 4, fill: surface, stroke: line, 'stroke-width': 3 })}${[64, 76, 88]
          .map((y) => el('rect', { x: x - 32, y, width: 64, height: 5, rx: 2, fill: line }))
          .join('')}</g>`,
    ).join('') +
      el('circle', { cx: GAUGE.x, cy: GAUGE.y, r: GAUGE.r, fill: surfaceRaised, stroke: line, 'stroke-width': 6 }) +
      el('path', { d: arc(SWEEP_FROM + ((SWEEP_TO - SWEEP_FROM) * 6.5) / 8, SWEEP_TO, 92), fill: 'none', stroke: danger, 'stroke-width': 8 }) +
      el('path', { d: strokes(ticks.filter((t) => !t.major).map((t) => ({ from: t.inner, to: t.outer }))), fill: 'none', stroke: bone, 'stroke-width': 1.5 }) +
      el('path', { d: strokes(ticks.filter((t) => t.major).map((t) => ({ from: t.inner, to: t.outer }))), fill: 'none', stroke: bone, 'stroke-width': 3 }) +
      el(
        'g',
        { 'text-anchor': 'middle', fill: bone, 'font-size': 14 },
        ticks
          .filter((t) => t.major)
          .map((t) => el('text', { x: t.label.x, y: t.label.y + 5 }, String(t.n)))
          .join(''),
      ) +
      el('text', { x: GAUGE.x, y: GAUGE.y + 42, 'text-anchor': 'middle', fill: muted, 'font-size': 9, 'letter-spacing': 2 }, 'RPM × 1000'),
  );

  const pistons = CYLINDERS.map((x, i) =>
    layer(
      `piston cylinder-${i}`,
      el('rect', { x: x - 21, y: 104, width: 42, height: 30, rx: 3, fill: muted }) +
        el('rect', { x: x - 21, y: 108, width: 42, height: 3, fill: line }) +
        el('rect', { x: x - 4, y: 134, width: 8, height: 44, fill: muted }),
      { x: x - 21, y: 104, w: 42, h: PISTON_BOX_H },
    ),
  ).join('');

  const needle = layer(
    'needle',
    el('path', { d: `M${GAUGE.x - 3} ${GAUGE.y + 14}L${GAUGE.x} ${GAUGE.y - 84}L${GAUGE.x + 3} ${GAUGE.y + 14}Z`, fill: accent }) +
      el('circle', { cx: GAUGE.x, cy: GAUGE.y, r: 9, fill: accent, stroke: surface, 'stroke-width': 3 }),
    NEEDLE_BOX,
  );

  const gears =
    layer('gear gear-big', el('path', { d: gearPath(70, 228, 44, 36, 12), fill: line, stroke: muted, 'stroke-width': 2 }) + el('circle', { cx: 70, cy: 228, r: 10, fill: surface }), gearBox(70, 228, 44)) +
    layer('gear gear-small', el('path', { d: gearPath(410, 234, 32, 25, 9), fill: line, stroke: muted, 'stroke-width': 2 }) + el('circle', { cx: 410, cy: 234, r: 8, fill: surface }), gearBox(410, 234, 32));

  // The glow lights up with the sign, then pulses: two opacity animations, so each has an element of its
  // own (the pulse a div inside the layer). On one element Chrome runs neither on the compositor, and the
  // main thread then draws a frame of the splash 60 times a second while the shop loads underneath.
  const logo =
    layer('logo logo-glow', logoText({ fill: accent, stroke: accent, 'stroke-width': 3, filter: 'url(#splash-glow)' }), LOGO_BOX, 'pulse') +
    layer('logo', logoText({ fill: bone, stroke: accent, 'stroke-width': 1 }), LOGO_BOX);

  return `<div class="splash-art" aria-hidden="true">${defs}${smoke}${base}${pistons}${needle}${gears}${logo}</div>`;
}

/**
 * How long the first iteration of a repeating motion lasts: longer than the splash stays once the shop's
 * scripts run (3 s shown, 0.5 s leaving: use-splash.ts), with room for the layers' negative delays.
 */
const FIRST_ITERATION_S = 4.5;

/**
 * A repeating motion whose iteration is several of its cycles (`keyframes` gives one cycle, offsets 0–1;
 * each cycle's end a hair before the next one's start, where a jump is invisible), so that no iteration
 * ends while the splash is on screen. Once a page listens for animationiteration events (React puts the
 * listener on its root), Chrome restyles every animation at each iteration's end on the main thread, and
 * the splash's short cycles (0.45 s, 0.9 s) cost the main thread a few restyles and frames every tenth of
 * a second while the shop hydrates. Past the first iteration (a splash no script took over) they repeat.
 */
function cycles(name: string, period: number, keyframes: ReadonlyArray<readonly [number, string]>): { keyframes: string; duration: string } {
  const count = Math.ceil(FIRST_ITERATION_S / period);
  const at = (cycle: number, offset: number) => `${+(((cycle + Math.min(offset, 0.999)) / count) * 100).toFixed(2)}%`;
  const frames = Array.from({ length: count }, (_, cycle) => keyframes.map(([offset, style]) => `${at(cycle, offset)}{${style}}`).join('')).join('');
  return { keyframes: `@keyframes ${name}{${frames}}`, duration: `${+(period * count).toFixed(3)}s` };
}

// 40 units of the canvas each: half a piston's box, one puff's box.
const stroke = cycles('tjb-splash-stroke', 0.45, [[0, 'transform:none'], [0.5, 'transform:translateY(-50%)'], [1, 'transform:none']]);
const puff = cycles('tjb-splash-puff', 0.9, [[0, 'transform:scale(.4);opacity:0'], [0.3, 'opacity:.9'], [1, 'transform:translateY(-100%) scale(1.8);opacity:0']]);
const glow = cycles('tjb-splash-glow', 1.6, [[0, 'opacity:.15'], [0.5, 'opacity:.6'], [1, 'opacity:.15']]);
// A gear turns at a steady speed: its iteration is as many whole turns.
const TURNS = Math.ceil(FIRST_ITERATION_S / 2.2);

/**
 * Every motion is a transform or an opacity on a whole layer, at most one animation of a property per
 * element and no iteration ending while it shows (see cycles), so the compositor plays the intro while the shop loads on
 * the main thread underneath. The skip button shows once the shell has taken the
 * splash over (`data-ready`): before that it could not do anything.
 * The sign is dimly lit before it ignites, never invisible: a text Chrome first paints at opacity 0 and
 * that a repaint later shows (the display font arriving) became the page's LCP element in one
 * Lighthouse run of five, seconds late; painted visibly in the first frame, it counts from there.
 */
const STYLE = `
${SPLASH_TAG}{position:fixed;inset:0;z-index:1000;display:grid;place-items:center;padding:1rem;cursor:pointer;
  background:radial-gradient(circle at 50% 40%,var(--tjb-surface-raised) 0%,var(--tjb-ink) 70%);
  animation:tjb-splash-orphan 0s linear ${ORPHAN_TIMEOUT_S}s forwards}
${SPLASH_TAG}[data-ready]{animation:none}
${SPLASH_TAG}::after{content:'';position:absolute;inset:0;pointer-events:none;opacity:0;
  background:radial-gradient(circle at 50% 45%,var(--tjb-accent-strong) 0%,transparent 65%)}
${SPLASH_TAG}[data-phase=leaving]{pointer-events:none;animation:tjb-splash-wipe 500ms ease-in forwards}
${SPLASH_TAG}[data-phase=leaving]::after{animation:tjb-splash-flash 500ms ease-out}
@media (prefers-reduced-motion:reduce){${SPLASH_TAG}{display:none}}
${SPLASH_TAG} .splash-art{position:relative;width:min(92vw,640px,calc(80vh * 480 / 340));aspect-ratio:480/340}
${SPLASH_TAG} .layer{position:absolute;inset:0}
${SPLASH_TAG} .layer>svg,${SPLASH_TAG} .pulse>svg{display:block;width:100%;height:100%;overflow:visible}
${SPLASH_TAG} text{font-family:var(--tjb-font-display)}
${SPLASH_TAG} .needle{transform-origin:50% 80%;animation:tjb-splash-sweep 2.6s cubic-bezier(.5,0,.3,1) forwards}
${SPLASH_TAG} .piston{animation:tjb-splash-stroke ${stroke.duration} ease-in-out infinite}
${SPLASH_TAG} .piston.cylinder-1{animation-delay:-.225s}
${SPLASH_TAG} .smoke{animation:tjb-splash-puff ${puff.duration} ease-out infinite}
${SPLASH_TAG} .smoke.cylinder-1{animation-delay:-.3s}
${SPLASH_TAG} .smoke-b{animation-delay:-.45s}
${SPLASH_TAG} .gear-big{animation:tjb-splash-spin ${3 * TURNS}s linear infinite}
${SPLASH_TAG} .gear-small{animation:tjb-splash-spin ${+(2.2 * TURNS).toFixed(3)}s linear infinite reverse}
${SPLASH_TAG} .logo{animation:tjb-splash-ignite 1.4s steps(1,end) .3s both}
${SPLASH_TAG} .logo-glow .pulse{position:absolute;inset:0;animation:tjb-splash-glow ${glow.duration} ease-in-out 1.7s infinite}
${SPLASH_TAG}:not([${SPLASH_MOTION_ATTRIBUTE}]) .layer,${SPLASH_TAG}:not([${SPLASH_MOTION_ATTRIBUTE}]) .pulse{animation-play-state:paused}
${SPLASH_TAG} .splash-skip{position:absolute;right:1rem;bottom:1rem;min-height:44px;padding:.5rem 1.1rem;visibility:hidden;
  border:2px solid var(--tjb-line);border-radius:var(--tjb-radius);background:rgb(13 12 11 / .8);color:var(--tjb-bone);
  font:inherit;font-family:var(--tjb-font-display);letter-spacing:.08em;text-transform:uppercase;cursor:pointer}
${SPLASH_TAG}[data-ready] .splash-skip{visibility:visible}
${SPLASH_TAG} .splash-skip:hover,${SPLASH_TAG} .splash-skip:focus-visible{border-color:var(--tjb-accent);color:var(--tjb-accent)}
@keyframes tjb-splash-orphan{to{visibility:hidden;pointer-events:none}}
@keyframes tjb-splash-sweep{0%{transform:rotate(-135deg)}45%{transform:rotate(120deg)}60%{transform:rotate(95deg)}80%{transform:rotate(128deg)}100%{transform:rotate(110deg)}}
${stroke.keyframes}
@keyframes tjb-splash-spin{to{transform:rotate(${360 * TURNS}deg)}}
${puff.keyframes}
@keyframes tjb-splash-ignite{0%{opacity:.25}10%{opacity:.8}14%{opacity:.2}22%{opacity:1}26%{opacity:.5}34%,100%{opacity:1}}
${glow.keyframes}
@keyframes tjb-splash-wipe{from{transform:translateX(0);opacity:1}to{transform:translateX(60%);opacity:0}}
@keyframes tjb-splash-flash{0%{opacity:0}25%{opacity:.45}100%{opacity:0}}
`
  .replace(/\n\s*/g, '')
  .trim();

/**
 * The theme's variables, for a page whose head does not carry them yet: one the browser renders. A page
 * the server rendered has them in its head already (the shell's global styles), and every byte of a
 * first visit's page counts (a listing page's HTML is held under 100 KB).
 */
const THEME = `:root{${rootVariables}}`;

/** The splash element's own attributes (the element is SPLASH_TAG). */
export const SPLASH_ATTRIBUTES = { 'data-phase': 'visible', 'data-testid': 'intro-splash' } as const;

const contents = new Map<boolean, string>();

/**
 * What the splash element holds: its style, its drawing and its skip button, and the theme's variables
 * unless the page's head carries them (`themedHead`, a server-rendered page). The same text every time,
 * made once: every first visit's page carries it, and computing the drawing's paths (gears, arcs) was a
 * few percent of each server render.
 */
export function splashContent({ themedHead = false }: { themedHead?: boolean } = {}): string {
  let content = contents.get(themedHead);
  if (content === undefined) {
    content = `<style>${themedHead ? '' : THEME}${STYLE}</style>${drawing()}<button type="button" class="splash-skip">Skip intro</button>`;
    contents.set(themedHead, content);
  }
  return content;
}

/** The whole splash as one element, for a page written as text (the standalone index.html, tests). */
export function splashHtml(): string {
  const attributes = Object.entries(SPLASH_ATTRIBUTES).map(([k, v]) => ` ${k}="${v}"`).join('');
  return `<${SPLASH_TAG}${attributes}>${splashContent()}</${SPLASH_TAG}>`;
}
