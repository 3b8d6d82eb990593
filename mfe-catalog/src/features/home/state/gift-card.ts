import type { AddToCartInput } from '@tjb/cart-bus';
import { FORM_MESSAGES } from '@tjb/forms';

/** Spec 000 §9 gift card constants. */
export const GIFT_CARD_PRESETS = [25, 50, 100, 200, 500, 1000] as const;
export const GIFT_CARD_POPULAR = 50;
export const GIFT_CARD_DEFAULT = 50;
export const GIFT_CARD_MIN = 10;
export const GIFT_CARD_MAX = 5000;

export const GIFT_CARD_DESIGNS = [
  { id: 1, name: 'Roadster' },
  { id: 2, name: 'Softail Custom' },
  { id: 3, name: 'Road King' },
  { id: 4, name: 'Street Glide' },
] as const;

export interface GiftCardForm {
  preset: number | null;
  custom: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  senderName: string;
  design: number;
}

export const EMPTY_GIFT_CARD: GiftCardForm = {
  preset: GIFT_CARD_DEFAULT,
  custom: '',
  recipientName: '',
  recipientEmail: '',
  message: '',
  senderName: '',
  design: 1,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function parseCustom(custom: string): number | null {
  const trimmed = custom.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The amount shown: the preset, else the typed custom amount; an empty or unreadable one shows as 50 (spec §5). */
export function displayedAmount(form: GiftCardForm): number {
  if (form.preset !== null) return form.preset;
  return parseCustom(form.custom) ?? GIFT_CARD_DEFAULT;
}

export function formatGiftAmount(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** Choosing a preset clears the custom amount; typing a custom amount clears the preset (spec §4). */
export const choosePreset = (form: GiftCardForm, preset: number): GiftCardForm => ({ ...form, preset, custom: '' });
export const typeCustom = (form: GiftCardForm, custom: string): GiftCardForm => ({ ...form, custom, preset: null });

export const missingRequired = (form: GiftCardForm): boolean =>
  !form.recipientEmail.trim() || !form.recipientName.trim() || !form.senderName.trim();

export type GiftCardCheck =
  | { ok: true; amount: number }
  | { ok: false; title: string; description: string };

/** Required fields first (the 'Missing Information' toast), then the email and the $10–$5000 range. */
export function checkGiftCard(form: GiftCardForm): GiftCardCheck {
  if (missingRequired(form)) {
    return { ok: false, title: 'Missing Information', description: FORM_MESSAGES.requiredFields };
  }
  if (!EMAIL.test(form.recipientEmail.trim())) {
    return { ok: false, title: 'Invalid Email', description: FORM_MESSAGES.invalidEmail };
  }
  const amount = form.preset ?? parseCustom(form.custom);
  if (amount === null || amount < GIFT_CARD_MIN || amount > GIFT_CARD_MAX) {
    return {
      ok: false,
      title: 'Invalid Amount',
      description: `Please choose an amount from ${formatGiftAmount(GIFT_CARD_MIN)} to ${formatGiftAmount(GIFT_CARD_MAX)}.`,
    };
  }
  return { ok: true, amount };
}

/**
 * A gift card becomes a real cart line, one per card: ids follow the designer's `custom-…-{timestamp}`
 * pattern so two cards for different people never merge into one line.
 */
export function giftCardCartInput(form: GiftCardForm, amount: number, now: number = Date.now()): AddToCartInput {
  const cents = Math.round(amount * 100);
  const recipient = form.recipientName.trim();
  const design = GIFT_CARD_DESIGNS.find((d) => d.id === form.design) ?? GIFT_CARD_DESIGNS[0];
  const options = [
    { name: 'Design', value: design.name },
    { name: 'Recipient', value: recipient },
    { name: 'Recipient Email', value: form.recipientEmail.trim() },
    { name: 'From', value: form.senderName.trim() },
  ];
  if (form.message.trim()) options.push({ name: 'Message', value: form.message.trim() });
  return {
    shopifyProductId: `gift-card-${cents}-${now}`,
    shopifyVariantId: `gift-card-variant-${design.id}-${now}`,
    quantity: 1,
    price: (cents / 100).toFixed(2),
    productData: { title: `Gift Card ${formatGiftAmount(amount)} for ${recipient}`, handle: 'gift-card', image: null, productType: 'Gift Card' },
    variantData: { title: `${design.name} design`, selectedOptions: options },
  };
}
