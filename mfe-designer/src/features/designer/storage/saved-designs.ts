import { resolveLocalStorage } from '@tjb/cart-bus';
import type { Design } from '../model/design';

/** Designs the shopper saved in this browser ('Save Design'), under a versioned key. */
export const SAVED_DESIGNS_KEY = 'tjb.designs.v1';
export const MAX_SAVED_DESIGNS = 12;

export interface SavedDesign {
  id: string;
  name: string;
  savedAt: string;
  design: Design;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

function isDesign(x: unknown): x is Design {
  if (!isObject(x)) return false;
  const { placement, image } = x;
  return (
    typeof x.garmentId === 'string' &&
    typeof x.colorId === 'string' &&
    (x.presetId === null || typeof x.presetId === 'string') &&
    typeof x.text === 'string' &&
    isFiniteNumber(x.textSize) &&
    typeof x.textColor === 'string' &&
    isObject(placement) &&
    isFiniteNumber(placement.x) &&
    isFiniteNumber(placement.y) &&
    isFiniteNumber(placement.scale) &&
    (image === null ||
      (isObject(image) && typeof image.dataUrl === 'string' && image.dataUrl.startsWith('data:image/png;base64,') && isFiniteNumber(image.width) && isFiniteNumber(image.height)))
  );
}

function isSavedDesign(x: unknown): x is SavedDesign {
  return isObject(x) && typeof x.id === 'string' && typeof x.name === 'string' && typeof x.savedAt === 'string' && isDesign(x.design);
}

/** What is stored, keeping only entries that are valid designs (JSON.parse proves nothing). */
export function readSavedDesigns(storage: Pick<Storage, 'getItem'> | undefined = resolveLocalStorage()): SavedDesign[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SAVED_DESIGNS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSavedDesign) : [];
  } catch {
    return [];
  }
}

/** Writes the list; false when the browser refused it (full or blocked storage). */
export function writeSavedDesigns(list: readonly SavedDesign[], storage: Pick<Storage, 'setItem'> | undefined = resolveLocalStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(SAVED_DESIGNS_KEY, JSON.stringify(list.slice(0, MAX_SAVED_DESIGNS)));
    return true;
  } catch {
    return false;
  }
}
