import type { Rect } from './catalog';

/** Where the uploaded image sits: its top-left corner in drawing units and its scale of the base size. */
export interface Placement {
  x: number;
  y: number;
  scale: number;
}

export const MIN_SCALE = 0.2;
export const SCALE_STEP = 0.1;
export const MOVE_STEP = 4;
export const MOVE_STEP_LARGE = 20;

/** The image's size at scale 1: as large as fits the print area, keeping its proportions. */
export function baseSize(area: Rect, image: { width: number; height: number }): { width: number; height: number } {
  const ratio = Math.min(area.width / image.width, area.height / image.height);
  return { width: image.width * ratio, height: image.height * ratio };
}

/** Keeps the image inside the print area: scale within [MIN_SCALE, 1], corner so no edge sticks out. */
export function clampPlacement(p: Placement, area: Rect, image: { width: number; height: number }): Placement {
  const scale = Math.min(1, Math.max(MIN_SCALE, round(p.scale)));
  const base = baseSize(area, image);
  const width = base.width * scale;
  const height = base.height * scale;
  return {
    scale,
    x: round(Math.min(area.x + area.width - width, Math.max(area.x, p.x))),
    y: round(Math.min(area.y + area.height - height, Math.max(area.y, p.y))),
  };
}

/** A new image starts centred at 60% of the largest size that fits. */
export function initialPlacement(area: Rect, image: { width: number; height: number }): Placement {
  const scale = 0.6;
  const base = baseSize(area, image);
  return clampPlacement(
    { scale, x: area.x + (area.width - base.width * scale) / 2, y: area.y + (area.height - base.height * scale) / 2 },
    area,
    image,
  );
}

/**
 * The keyboard's way to place the image: arrows move (Shift for larger steps), + and - scale around the
 * image's centre. Undefined for any other key, so the caller lets the browser handle it.
 */
export function placementForKey(
  key: string,
  shift: boolean,
  p: Placement,
  area: Rect,
  image: { width: number; height: number },
): Placement | undefined {
  const step = shift ? MOVE_STEP_LARGE : MOVE_STEP;
  switch (key) {
    case 'ArrowLeft':
      return clampPlacement({ ...p, x: p.x - step }, area, image);
    case 'ArrowRight':
      return clampPlacement({ ...p, x: p.x + step }, area, image);
    case 'ArrowUp':
      return clampPlacement({ ...p, y: p.y - step }, area, image);
    case 'ArrowDown':
      return clampPlacement({ ...p, y: p.y + step }, area, image);
    case '+':
    case '=':
      return scaleAroundCentre(p, p.scale + SCALE_STEP, area, image);
    case '-':
    case '_':
      return scaleAroundCentre(p, p.scale - SCALE_STEP, area, image);
    default:
      return undefined;
  }
}

export function scaleAroundCentre(p: Placement, scale: number, area: Rect, image: { width: number; height: number }): Placement {
  const base = baseSize(area, image);
  const next = Math.min(1, Math.max(MIN_SCALE, round(scale)));
  const dx = (base.width * (p.scale - next)) / 2;
  const dy = (base.height * (p.scale - next)) / 2;
  return clampPlacement({ scale: next, x: p.x + dx, y: p.y + dy }, area, image);
}

// Two decimals are plenty for drawing units and keep repeated steps from drifting (0.1 + 0.2).
const round = (n: number) => Math.round(n * 100) / 100;
