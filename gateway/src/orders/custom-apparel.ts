/**
 * Garments made to order in the designer (spec 001 §2, §9). Their cart lines carry ids like
 * `custom-t-shirt-1718000000000`; the price is the garment's, whatever the browser says. They hold no
 * stock: each is printed after the order.
 */
export interface CustomGarment {
  key: string;
  name: string;
  priceCents: number;
}

export const CUSTOM_GARMENTS: readonly CustomGarment[] = [
  { key: 'tshirt', name: 'T-Shirt', priceCents: 2599 },
  { key: 'hoodie', name: 'Hoodie', priceCents: 4599 },
  { key: 'tanktop', name: 'Tank Top', priceCents: 2299 },
  { key: 'longsleeve', name: 'Long Sleeve', priceCents: 2999 },
  { key: 'vest', name: 'Vest', priceCents: 3999 },
  { key: 'jacket', name: 'Jacket', priceCents: 7999 },
];

// "T-Shirt", "t-shirt", "tshirt" and "tank_top" all name the same garment.
const normalize = (garment: string) => garment.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The garment a custom product id names, or undefined when the id is not a designer line. */
export function customGarmentForProductId(productId: string): CustomGarment | undefined {
  const match = /^custom-(.+)-(\d+)$/.exec(productId);
  if (!match?.[1] || match[1].startsWith('variant-')) return undefined;
  const key = normalize(match[1]);
  return CUSTOM_GARMENTS.find((g) => g.key === key);
}

export function isCustomVariantId(variantId: string | null): boolean {
  return variantId === null || variantId.startsWith('custom-variant-');
}
