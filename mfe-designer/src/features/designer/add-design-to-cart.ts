import { addToCart, showToast, TOASTS } from '@tjb/cart-bus';
import { storeDesign, type StoreDesignResult } from './api/store-design';
import { buildCustomCartLine } from './model/cart-line';
import { findGarment } from './model/catalog';
import type { Design } from './model/design';
import { DESIGNER_TOASTS } from './model/toasts';

export interface AddDesignDeps {
  /** The preview as base64 PNG (the export code, loaded on demand). */
  renderPreview: () => Promise<string>;
  store?: typeof storeDesign;
  now?: () => number;
}

/**
 * Add to Cart: the design is stored first (POST /api/designs), then the spec's custom line goes on the
 * cart with the stored preview as its image, so an order never names a design the shop does not have.
 */
export async function addDesignToCart(design: Design, deps: AddDesignDeps): Promise<boolean> {
  const garment = findGarment(design.garmentId);
  if (!garment) {
    showToast(DESIGNER_TOASTS.noGarment);
    return false;
  }
  let stored: StoreDesignResult;
  try {
    const preview = await deps.renderPreview();
    stored = await (deps.store ?? storeDesign)({
      garmentId: design.garmentId,
      colorId: design.colorId,
      presetId: design.presetId,
      text: design.text,
      textSize: design.textSize,
      textColor: design.textColor,
      placement: design.image ? design.placement : null,
      image: design.image ? design.image.dataUrl.slice(design.image.dataUrl.indexOf(',') + 1) : null,
      preview,
    });
  } catch {
    stored = { ok: false };
  }
  if (!stored.ok) {
    showToast(DESIGNER_TOASTS.notStored);
    return false;
  }
  const line = buildCustomCartLine(design, (deps.now ?? Date.now)(), stored.previewUrl);
  const result = line ? addToCart(line) : undefined;
  if (!line || !result?.ok) {
    showToast(TOASTS.addToCartFailed);
    return false;
  }
  showToast(TOASTS.addedToCart(result.item.productData.title));
  return true;
}
