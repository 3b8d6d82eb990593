import type { AddToCartInput } from '@tjb/cart-bus';
import { findColor, findGarment, findPreset } from './catalog';
import type { Design } from './design';

/**
 * The custom apparel cart line of spec 001 §3: ids 'custom-{garment}-{timestamp}' and
 * 'custom-variant-{garment}-{color}-{timestamp}', quantity 1, price without '$', title 'Custom {garment}'
 * with the quoted text and the design name, handle 'custom-{garment}', productType 'Custom Apparel',
 * variant title '{color} - {garment}', options Color, Garment, then Custom Text and Design when chosen.
 * `previewUrl` is the stored design's preview (the line's image); undefined when no garment is found.
 */
export function buildCustomCartLine(design: Design, timestamp: number, previewUrl: string | null): AddToCartInput | undefined {
  const garment = findGarment(design.garmentId);
  const color = findColor(design.colorId);
  if (!garment || !color) return undefined;
  const preset = findPreset(design.presetId);
  const text = design.text.trim();
  // One line of text in the title: the cart shows titles on one line, the option keeps the line breaks.
  const titleText = text.replace(/\s+/g, ' ');
  const title = [`Custom ${garment.name}`, titleText ? `"${titleText}"` : null, preset?.name ?? null].filter(Boolean).join(' - ');
  return {
    shopifyProductId: `custom-${garment.id}-${timestamp}`,
    shopifyVariantId: `custom-variant-${garment.id}-${color.id}-${timestamp}`,
    quantity: 1,
    price: garment.price,
    productData: { title, handle: `custom-${garment.id}`, image: previewUrl, productType: 'Custom Apparel' },
    variantData: {
      title: `${color.name} - ${garment.name}`,
      selectedOptions: [
        { name: 'Color', value: color.name },
        { name: 'Garment', value: garment.name },
        ...(text ? [{ name: 'Custom Text', value: text }] : []),
        ...(preset ? [{ name: 'Design', value: preset.name }] : []),
      ],
    },
  };
}
