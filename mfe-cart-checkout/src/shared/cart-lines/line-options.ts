import { formatMoney, isGiftCardProductId, priceToCents, type CartItem } from '@tjb/cart-bus';

/**
 * What distinguishes the line for the shopper ("Size: M · Color: Black"). Shopify's single-variant
 * products carry the placeholder 'Default Title', which means nothing to a rider.
 */
export function describeLineOptions(item: Pick<CartItem, 'variantData'>): string | null {
  const options = item.variantData.selectedOptions.filter((o) => o.value && o.value !== 'Default Title');
  if (options.length > 0) return options.map((o) => `${o.name}: ${o.value}`).join(' · ');
  const title = item.variantData.title.trim();
  return title && title !== 'Default Title' ? title : null;
}

/** Designer garments and gift cards have no product page to go back to. */
export function hasProductPage(item: Pick<CartItem, 'productData' | 'shopifyProductId'>): boolean {
  if (isGiftCardProductId(item.shopifyProductId)) return false;
  return item.productData.productType !== 'Custom Apparel' && !item.productData.handle.startsWith('custom-');
}

/** Price × quantity in integer cents, so a line never shows float drift; '—' for an unreadable price. */
export function formatLineTotal(item: Pick<CartItem, 'price' | 'quantity'>): string {
  const cents = priceToCents(item.price);
  return cents === null ? '—' : formatMoney((cents * item.quantity) / 100);
}
