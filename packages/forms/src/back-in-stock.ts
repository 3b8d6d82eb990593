import { z } from 'zod/mini';
import { emailField, requiredText } from './fields';
import { FORM_MESSAGES } from './messages';
import './locale';

/** "Email me when it is back" on a sold-out product (POST /api/back-in-stock): which variant, which inbox. */
export const backInStockRequestSchema = z.object(
  {
    email: emailField(FORM_MESSAGES.emailRequired),
    variantId: requiredText(FORM_MESSAGES.chooseOption, 300),
  },
  { error: FORM_MESSAGES.emailRequired },
);
export type BackInStockRequest = z.output<typeof backInStockRequestSchema>;
