import { getProductsByCategory, StorefrontLoadError, type StorefrontClient, type StorefrontProduct } from '@tjb/storefront';
import type { GarmentId } from '../model/catalog';

/** A shop product's picture of a garment the designer offers, in one colour. */
export interface GarmentPhoto {
  garmentId: GarmentId;
  /** The variant's Color option as the store names it. */
  color: string;
  url: string;
  alt: string;
}

/** Spec 001: the designer asks the Storefront for shirts (first 50) and vests (first 20) by product type. */
export const PHOTO_QUERIES = [
  { category: 'shirts-flannels', first: 50 },
  { category: 'vests', first: 20 },
] as const;

/** Which designer garment a shirt shows, from the style tags the catalogue's shirt pages use. */
const SHIRT_STYLES: ReadonlyArray<[tag: string, garment: GarmentId]> = [
  ['tank-top', 'tanktop'],
  ['t-shirt', 'tshirt'],
  ['long-sleeve', 'longsleeve'],
];

function garmentOf(product: StorefrontProduct, category: string): GarmentId | null {
  if (category === 'vests') return 'vest';
  const tags = product.tags.map((t) => t.toLowerCase());
  return SHIRT_STYLES.find(([tag]) => tags.includes(tag))?.[1] ?? null;
}

const colorOf = (options: ReadonlyArray<{ name: string; value: string }>) =>
  options.find((o) => /^colou?r$/i.test(o.name))?.value ?? null;

/** One photo per garment and colour: the first variant of that colour with a picture wins. */
export function photosFromProducts(products: readonly StorefrontProduct[], category: string): GarmentPhoto[] {
  const photos: GarmentPhoto[] = [];
  const seen = new Set<string>();
  for (const product of products) {
    const garmentId = garmentOf(product, category);
    if (!garmentId) continue;
    for (const variant of product.variants) {
      const color = colorOf(variant.selectedOptions);
      const image = variant.image ?? product.featuredImage;
      const key = `${garmentId}:${color?.toLowerCase()}`;
      if (!color || !image || seen.has(key)) continue;
      seen.add(key);
      photos.push({ garmentId, color, url: image.src, alt: image.altText ?? `${product.title} in ${color}` });
    }
  }
  return photos;
}

/**
 * The photo for the chosen garment and colour, or null (the drawn garment is shown): only a picture of
 * that garment in exactly that colour, since a photo in another colour would promise the wrong shirt.
 */
export function pickGarmentPhoto(photos: readonly GarmentPhoto[], garmentId: string, colorName: string): GarmentPhoto | null {
  const wanted = colorName.toLowerCase();
  return photos.find((p) => p.garmentId === garmentId && p.color.toLowerCase() === wanted) ?? null;
}

/**
 * Both queries; a failed one gives no photos, so the designer draws those garments. When both fail it
 * throws: nothing is kept as "no photos", and the next visit (or the browser, after a server render)
 * asks again.
 */
export async function loadGarmentPhotos(client: StorefrontClient): Promise<GarmentPhoto[]> {
  const answers = await Promise.all(PHOTO_QUERIES.map((q) => getProductsByCategory(client, q.category, { first: q.first })));
  const failures = answers.flatMap((answer) => (answer.ok ? [] : [answer.error]));
  if (failures.length === answers.length) throw new StorefrontLoadError(failures[0]!);
  return answers.flatMap((answer, i) => (answer.ok ? photosFromProducts(answer.data, PHOTO_QUERIES[i]!.category) : []));
}
