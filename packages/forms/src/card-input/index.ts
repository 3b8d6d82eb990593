/**
 * @tjb/forms/card-input: what every card form in the browser shares (the checkout's and the Bundle
 * Studio's): the input masks of spec 001 §5 and one Idempotency-Key per payment attempt. Browser-only
 * (it touches the DOM), so it is kept out of ./forms, which the gateway imports.
 */
export { CARD_NUMBER_MAX_DIGITS, applyMask, caretAfterDigits, maskCardNumber, maskCvv, maskExpiry } from './masks';
export { createAttemptKeys, randomKey, type AttemptKeys } from './attempt-keys';
