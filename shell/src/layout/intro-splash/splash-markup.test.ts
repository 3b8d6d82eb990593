import { SPLASH_TAG } from '@tjb/shop-contracts';
import { keyframeProperties } from '@tjb/ui/testing/keyframes';
import { splashContent } from './splash-markup';
import { SPLASH_MOTION_ATTRIBUTE } from './splash-motion';
import { SPLASH_FADE_MS, SPLASH_VISIBLE_MS } from './use-splash';

const css = /<style>([\s\S]*?)<\/style>/.exec(splashContent())![1]!;
/** The splash's contents as elements, to find what the style's selectors select. */
const art = document.createElement('div');
art.innerHTML = splashContent();

/** Splits a declaration value at its top-level commas (a cubic-bezier's commas stay inside). */
function topLevelList(value: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (ch === ',' && depth === 0) {
      items.push(current.trim());
      current = '';
    } else current += ch;
  }
  return [...items, current.trim()].filter(Boolean);
}

/** The properties each @keyframes animates. */
const keyframes = keyframeProperties(css);

/** Each rule that starts animations: its selector and, per animation, the properties it moves. */
const animatedRules = [...css.matchAll(/([^{}]+)\{([^{}]*\banimation:[^{}]*)\}/g)].map(([, selector, body]) => {
  const value = /\banimation:([^;]+)/.exec(body!)![1]!;
  const names = topLevelList(value).map((one) => one.split(/\s+/).find((word) => keyframes.has(word))).filter((n): n is string => Boolean(n));
  return { selector: selector!.trim(), properties: names.map((n) => [...keyframes.get(n)!]), animations: topLevelList(value) };
});

describe("the intro splash's motion", () => {
  it('when it plays, then every layer moves only by transform and opacity, which the compositor animates', () => {
    expect(animatedRules.length).toBeGreaterThan(5);
    // The one exception: the splash hides itself after 8 s when no script took it over (never while the shop runs).
    const layers = animatedRules.filter((rule) => rule.selector !== SPLASH_TAG);
    for (const rule of layers) {
      expect([rule.selector, rule.properties.flat().filter((p) => p !== 'transform' && p !== 'opacity')]).toEqual([rule.selector, []]);
    }
  });

  it('when an element has several animations, then no two move the same property (Chrome would run both on the main thread)', () => {
    for (const rule of animatedRules) {
      const moved = rule.properties.flat();
      expect([rule.selector, moved.length]).toEqual([rule.selector, new Set(moved).size]);
    }
  });

  it('when it plays, then no animation ends an iteration while the splash shows (Chrome restyles at each once React listens for animation events)', () => {
    const shows = (SPLASH_VISIBLE_MS + SPLASH_FADE_MS) / 1000;
    const seconds = (time: string) => (time.endsWith('ms') ? Number(time.slice(0, -2)) / 1000 : Number(time.slice(0, -1)));
    // A layer's own negative delay starts it partway into its first iteration.
    const earliest = Math.max(0, ...[...css.matchAll(/animation-delay:-([\d.]+m?s)/g)].map((m) => seconds(m[1]!)));
    for (const rule of animatedRules) {
      for (const one of rule.animations) {
        const words = one.split(/\s+/);
        if (!words.some((word) => word === 'infinite' || /^\d+(\.\d+)?$/.test(word))) continue;
        const [duration = '0s', delay = '0s'] = words.filter((word) => /^-?[\d.]+m?s$/.test(word));
        expect([rule.selector, one, seconds(delay) + seconds(duration) - earliest >= shows]).toEqual([rule.selector, one, true]);
      }
    }
  });
});

describe("the intro splash's still frame", () => {
  // Only the moving elements, so that starting the engine restyles a dozen elements, not the whole drawing.
  const pause = `${SPLASH_TAG}:not([${SPLASH_MOTION_ATTRIBUTE}]) .layer,${SPLASH_TAG}:not([${SPLASH_MOTION_ATTRIBUTE}]) .pulse{animation-play-state:paused}`;

  it('when the page beneath has not settled, then every moving part of the drawing is paused (the rule is last, so an animation shorthand cannot undo it)', () => {
    expect(css).toContain(pause);
    const moving = animatedRules.filter((rule) => rule.selector.startsWith(`${SPLASH_TAG} .`));
    expect(moving.length).toBeGreaterThan(5);
    for (const rule of moving) {
      // Each moving element is a layer or a pulse, and its rule comes first and is no more specific than the pause.
      const elements = [...art.querySelectorAll(rule.selector.slice(SPLASH_TAG.length))];
      expect(elements.length).toBeGreaterThan(0);
      const paused = elements.every((element) => element.classList.contains('layer') || element.classList.contains('pulse'));
      expect([rule.selector, paused, css.indexOf(`${rule.selector}{`) < css.indexOf(pause), rule.selector.split('.').length - 1 <= 2]).toEqual([rule.selector, true, true, true]);
    }
  });
});

describe("the intro splash's layers", () => {
  const layers = [...art.querySelectorAll<HTMLElement>('.layer')];
  const canvas = { w: 480, h: 340 };
  const boxOf = (layer: HTMLElement) => {
    const [x, y, w, h] = layer.querySelector('svg')!.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number, number];
    return { x, y, w, h };
  };

  it('when a layer moves, then it is only as large as the part it draws (without a GPU a moving layer is redrawn whole at every frame)', () => {
    const moving = layers.filter((layer) => !layer.classList.contains('base'));
    expect(moving.length).toBeGreaterThan(8);
    for (const layer of moving) {
      const { w, h } = boxOf(layer);
      expect([layer.className, (w * h) / (canvas.w * canvas.h) <= 0.2]).toEqual([layer.className, true]);
    }
  });

  it('when a layer draws a box of the canvas, then it sits where that box is, at the canvas scale', () => {
    for (const layer of layers) {
      const { x, y, w, h } = boxOf(layer);
      const at = (property: string, whole: number) => (parseFloat(layer.style.getPropertyValue(property) || (property === 'width' || property === 'height' ? '100%' : '0%')) / 100) * whole;
      expect([layer.className, at('left', canvas.w), at('top', canvas.h), at('width', canvas.w), at('height', canvas.h)].map((v) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v))).toEqual([
        layer.className,
        x,
        y,
        w,
        h,
      ]);
    }
  });
});
