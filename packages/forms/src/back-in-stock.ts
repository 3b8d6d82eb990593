import type * as v from 'valibot';
import { emailField, formObject, requiredText } from './fields';
import { FORM_MESSAGES } from './messages';

/** "Email me when it is back" on a sold-out product (POST /api/back-in-stock): which variant, which inbox. */
export const backInStockRequestSchema = formObject(
  {
    email: emailField(FORM_MESSAGES.emailRequired),
    variantId: requiredText(FORM_MESSAGES.chooseOption, 300),
  },
  FORM_MESSAGES.emailRequired,
);
export type BackInStockRequest = v.InferOutput<typeof backInStockRequestSchema>;
