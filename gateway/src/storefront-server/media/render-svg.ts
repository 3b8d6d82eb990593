import { categoryForProductType, findSubtype } from '@tjb/storefront/category-map';
import { paintFor } from './palette';
import { SHAPES, type ShapeName } from './shapes';

/** Which silhouette a product type is drawn with: by subtype first, then by its main category. */
const BY_SUBTYPE: Record<string, ShapeName> = {
  goggles: 'glasses', sunglasses: 'glasses', 'photochromatic-glasses': 'glasses',
  flannel: 'flannel', 'mens-denim-shirt': 'flannel',
  'biker-boot-straps': 'chain', 'boot-clips': 'chain',
  'body-armor': 'armor', 'rain-suits': 'jacket', 'safety-gloves': 'glove', 'motorcycle-mounts': 'mount', 'bike-covers': 'cover',
  crampbuster: 'grip', 'rubber-shift-sock': 'grip', 'lever-cover': 'grip', 'v-twin-skin': 'grip', 'leather-skin': 'grip',
  patches: 'patch', 'eagle-novelty': 'patch', 'german-novelty': 'patch', 'guardian-bells': 'bell', 'bravo-bells': 'bell',
  rings: 'ring', bracelets: 'ring', 'necklaces-chokers': 'chain', jewelry: 'ring', 'wallet-chains-key-leashes': 'chain',
  'vest-extenders': 'chain', 'zipper-pulls': 'chain', laces: 'chain', 'spikes-beads': 'chain', whips: 'whip', flags: 'flag',
  headwraps: 'bandana', bandanas: 'bandana', headbands: 'bandana', hairtubes: 'bandana', 'full-face-masks': 'bandana',
  'half-face-masks': 'bandana', 'neck-gaiters': 'bandana', cooldanna: 'bandana', zanheadgear: 'bandana', hats: 'cap',
  'kids-leather': 'vest',
};
const BY_CATEGORY: Record<string, ShapeName> = {
  helmets: 'helmet', jackets: 'jacket', vests: 'vest', bottoms: 'pants', 'shirts-flannels': 'shirt', boots: 'boot',
  luggage: 'bag', 'bike-gear': 'armor', accessories: 'badge',
};

/**
 * Within a type, the product's name says which cut it is ("Half Helmet", "Leather Chaps", "Tank Top"):
 * a listing of one type then shows the different things it holds, not one drawing recoloured. First
 * match wins, and only for the shapes it refines, so an accessory called "Helmet Spikes" stays a chain.
 */
const BY_NAME: ReadonlyArray<{ refines: readonly ShapeName[]; words: RegExp; shape: ShapeName }> = [
  { refines: ['helmet'], words: /modular|flip-up/i, shape: 'modular' },
  { refines: ['helmet'], words: /3\/4|open face/i, shape: 'open-face' },
  { refines: ['helmet'], words: /half|beanie|german|skull cap/i, shape: 'half-helmet' },
  { refines: ['jacket'], words: /textile|mesh|waterproof|nylon|soft shell|rain/i, shape: 'textile-jacket' },
  { refines: ['pants'], words: /chaps/i, shape: 'chaps' },
  { refines: ['pants'], words: /shorts/i, shape: 'shorts' },
  { refines: ['pants'], words: /skirt/i, shape: 'skirt' },
  { refines: ['shirt', 'flannel'], words: /tank|sleeveless|racerback|lace-up/i, shape: 'tank-top' },
  { refines: ['shirt'], words: /long sleeve|henley/i, shape: 'long-sleeve' },
  { refines: ['bag'], words: /sissy bar|duffel|dry bag|trunk/i, shape: 'duffel' },
  { refines: ['bag'], words: /tank bag/i, shape: 'tank-bag' },
  { refines: ['bag'], words: /tool bag|windshield/i, shape: 'tool-roll' },
  { refines: ['bag'], words: /sling|thigh/i, shape: 'sling-bag' },
  { refines: ['boot'], words: /harness|buckle|engineer/i, shape: 'harness-boot' },
  { refines: ['boot'], words: /sport/i, shape: 'sport-boot' },
  { refines: ['badge'], words: /phone case/i, shape: 'mount' },
];

/** The drawing for a product: by its type's subtype, then its main category, then the cut its name says. */
export function shapeFor(productType: string, name = ''): ShapeName {
  const subtype = findSubtype(productType);
  const base = (subtype && BY_SUBTYPE[subtype.slug]) ?? BY_CATEGORY[categoryForProductType(productType)?.slug ?? ''] ?? 'badge';
  return BY_NAME.find((rule) => rule.refines.includes(base) && rule.words.test(name))?.shape ?? base;
}

export type View = 'front' | 'detail' | 'back' | 'side';

const VIEW_TRANSFORM: Record<View, string> = {
  front: '',
  back: 'translate(400 0) scale(-1 1)',
  side: 'translate(200 205) rotate(-8) translate(-200 -205)',
  detail: 'translate(-130 -140) scale(1.65)',
};

const ORANGE = '#e8621a';
const BONE = '#e9dfc9';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A product illustration: the type's silhouette tinted by the colour, on the shop's dark ground. */
export function renderProductSvg(opts: { productType: string; color?: string; view?: View; title?: string; name?: string }): string {
  const paint = paintFor(opts.color);
  const shape = SHAPES[shapeFor(opts.productType, opts.name ?? opts.title)]
    .replace(/="B"/g, '="url(#paint)"')
    .replace(/="S"/g, `="${paint.shade}"`)
    .replace(/="L"/g, `="${paint.light}"`)
    .replace(/="A"/g, `="${paint.base === ORANGE ? BONE : ORANGE}"`);
  const pattern = paint.pattern === 'plaid'
    ? `<pattern id="paint" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="${paint.base}"/><rect x="0" y="14" width="40" height="10" fill="${paint.shade}" opacity="0.6"/><rect x="14" y="0" width="10" height="40" fill="${paint.shade}" opacity="0.6"/><rect x="30" y="0" width="3" height="40" fill="${paint.light}" opacity="0.5"/></pattern>`
    : paint.pattern === 'denim'
      ? `<pattern id="paint" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="${paint.base}"/><path d="M0 8 L8 0" stroke="${paint.light}" stroke-width="1" opacity="0.35"/></pattern>`
      : `<linearGradient id="paint" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${paint.light}"/><stop offset="0.45" stop-color="${paint.base}"/><stop offset="1" stop-color="${paint.shade}"/></linearGradient>`;
  const title = opts.title ? `<title>${escapeXml(opts.title)}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="800" height="800" role="img">${title}`
    + `<defs><radialGradient id="ground" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="#2a2623"/><stop offset="1" stop-color="#0e0d0c"/></radialGradient>${pattern}</defs>`
    + '<rect width="400" height="400" fill="url(#ground)"/>'
    + '<ellipse cx="200" cy="350" rx="150" ry="16" fill="#000" opacity="0.45"/>'
    + `<g transform="${VIEW_TRANSFORM[opts.view ?? 'front']}">${shape}</g>`
    + '<rect x="12" y="12" width="376" height="376" fill="none" stroke="#e9dfc9" stroke-opacity="0.18" stroke-width="2"/>'
    + '<rect x="12" y="378" width="376" height="10" fill="#e8621a"/>'
    + '</svg>';
}
