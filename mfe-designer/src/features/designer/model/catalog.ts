/**
 * What the designer offers (spec 001 "Custom apparel designer", §9). Prices are shown here; the
 * gateway charges its own table (gateway/src/orders/custom-apparel.ts), keyed by the same ids.
 */
export interface Garment {
  id: GarmentId;
  name: string;
  price: string;
  /** Where a print may go, in the preview's 400 × 480 drawing units. */
  printArea: Rect;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type GarmentId = 'tshirt' | 'hoodie' | 'tanktop' | 'longsleeve' | 'vest' | 'jacket';

export const GARMENTS: readonly Garment[] = [
  { id: 'tshirt', name: 'T-Shirt', price: '25.99', printArea: { x: 130, y: 130, width: 140, height: 180 } },
  { id: 'hoodie', name: 'Hoodie', price: '45.99', printArea: { x: 135, y: 165, width: 130, height: 130 } },
  { id: 'tanktop', name: 'Tank Top', price: '22.99', printArea: { x: 140, y: 150, width: 120, height: 170 } },
  { id: 'longsleeve', name: 'Long Sleeve', price: '29.99', printArea: { x: 130, y: 130, width: 140, height: 180 } },
  { id: 'vest', name: 'Vest', price: '39.99', printArea: { x: 150, y: 150, width: 100, height: 150 } },
  { id: 'jacket', name: 'Jacket', price: '79.99', printArea: { x: 150, y: 150, width: 100, height: 140 } },
];

export interface GarmentColor {
  id: string;
  name: string;
  hex: string;
  /** Ink that reads on this colour (text and outlines in the preview). */
  ink: string;
}

export const COLORS: readonly GarmentColor[] = [
  { id: 'black', name: 'Black', hex: '#1b1b1b', ink: '#efe8dc' },
  { id: 'white', name: 'White', hex: '#f4f1ea', ink: '#1b1b1b' },
  { id: 'red', name: 'Red', hex: '#a3201b', ink: '#f4f1ea' },
  { id: 'navy', name: 'Navy', hex: '#1d2a4d', ink: '#f4f1ea' },
  { id: 'gray', name: 'Gray', hex: '#6e6e6e', ink: '#f4f1ea' },
  { id: 'brown', name: 'Brown', hex: '#5a3a22', ink: '#f4f1ea' },
];

export type DesignCategory = 'Dark' | 'Brand' | 'Classic' | 'Wild';

export interface PresetDesign {
  id: string;
  name: string;
  category: DesignCategory;
  /** The emblem drawn for it: a shape and up to two short words. */
  shape: 'skull' | 'shield' | 'wings' | 'wheel' | 'flame' | 'star';
  words: string;
}

/** The 14 named designs; the grid shows the first 8, the dropdown all of them. */
export const PRESETS: readonly PresetDesign[] = [
  { id: 'skull-crossbones', name: 'Skull & Crossbones', category: 'Dark', shape: 'skull', words: 'NO FEAR' },
  { id: 'grim-rider', name: 'Grim Rider', category: 'Dark', shape: 'skull', words: 'GRIM RIDER' },
  { id: 'midnight-raven', name: 'Midnight Raven', category: 'Dark', shape: 'wings', words: 'RAVEN' },
  { id: 'black-widow', name: 'Black Widow', category: 'Dark', shape: 'star', words: 'WIDOW' },
  { id: 'tjs-shield', name: "TJ's Shield", category: 'Brand', shape: 'shield', words: "TJ'S" },
  { id: 'tjs-wings', name: "TJ's Wings", category: 'Brand', shape: 'wings', words: "TJ'S BIKER GEAR" },
  { id: 'est-badge', name: 'Established Badge', category: 'Brand', shape: 'wheel', words: 'EST. RIDERS' },
  { id: 'winged-wheel', name: 'Winged Wheel', category: 'Classic', shape: 'wheel', words: 'RIDE' },
  { id: 'born-to-ride', name: 'Born to Ride', category: 'Classic', shape: 'shield', words: 'BORN TO RIDE' },
  { id: 'route-66', name: 'Route 66', category: 'Classic', shape: 'shield', words: 'ROUTE 66' },
  { id: 'piston-cross', name: 'Piston Cross', category: 'Classic', shape: 'star', words: 'PISTONS' },
  { id: 'flaming-skull', name: 'Flaming Skull', category: 'Wild', shape: 'flame', words: 'HELLFIRE' },
  { id: 'eagle-spirit', name: 'Eagle Spirit', category: 'Wild', shape: 'wings', words: 'FREE SPIRIT' },
  { id: 'wolf-pack', name: 'Wolf Pack', category: 'Wild', shape: 'flame', words: 'WOLF PACK' },
];

export const GRID_PRESET_COUNT = 8;

export const TEXT_SIZES = [18, 24, 32, 40] as const;
export const TEXT_COLORS: ReadonlyArray<{ name: string; hex: string }> = [
  { name: 'Bone', hex: '#efe8dc' },
  { name: 'Black', hex: '#111111' },
  { name: 'Orange', hex: '#ff7a1a' },
  { name: 'Red', hex: '#d62d20' },
  { name: 'Gold', hex: '#e0b341' },
];

export const findGarment = (id: string | undefined) => GARMENTS.find((g) => g.id === id);
export const findColor = (id: string | undefined) => COLORS.find((c) => c.id === id);
export const findPreset = (id: string | undefined | null) => PRESETS.find((p) => p.id === id);
