import { z } from 'zod/mini';
import { isValidCvv, isValidExpiry, normalizeCardNumber, passesLuhn } from './card';
import { FORM_MESSAGES } from './messages';
import './locale';

export const PAYMENT_METHODS = ['credit-card', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const cardField = z.optional(z.string({ error: FORM_MESSAGES.paymentRequired }).check(z.maxLength(64, { error: FORM_MESSAGES.tooLong })));

const cardFieldsShape = {
  cardNumber: cardField,
  expiryDate: cardField,
  cvv: cardField,
  cardholderName: z.optional(z.string({ error: FORM_MESSAGES.paymentRequired }).check(z.maxLength(100, { error: FORM_MESSAGES.tooLong }))),
};

type CardFieldsInput = { cardNumber?: string; expiryDate?: string; cvv?: string; cardholderName?: string };

export interface CardDetails {
  /** Digits only. */
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cardholderName: string;
}

/**
 * The spec's checks in the spec's order (001 §5): all four present, then 13–19 digits, then MM/YY,
 * then a 3–4 digit CVV. A failed Luhn checksum reads as an invalid card number.
 */
function checkCardFields(fields: CardFieldsInput, ctx: z.core.$RefinementCtx): void {
  const present = (value: string | undefined) => typeof value === 'string' && value.trim() !== '';
  const { cardNumber, expiryDate, cvv, cardholderName } = fields;
  // Every field with a problem gets its issue (the form marks each one); the first issue, which the
  // server answers with, keeps the spec's order: a missing field before any malformed one.
  const entries = [['cardNumber', cardNumber], ['expiryDate', expiryDate], ['cvv', cvv], ['cardholderName', cardholderName]] as const;
  for (const [path, value] of entries) {
    if (!present(value)) ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.paymentRequired, path: [path] });
  }
  if (present(cardNumber)) {
    const digits = normalizeCardNumber(cardNumber as string);
    if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) {
      ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.invalidCardNumber, path: ['cardNumber'] });
    }
  }
  if (present(expiryDate) && !isValidExpiry((expiryDate as string).trim())) {
    ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.invalidExpiry, path: ['expiryDate'] });
  }
  if (present(cvv) && !isValidCvv((cvv as string).trim())) {
    ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.invalidCvv, path: ['cvv'] });
  }
}

function toCardDetails(fields: CardFieldsInput): CardDetails {
  return {
    cardNumber: normalizeCardNumber(fields.cardNumber ?? ''),
    expiryDate: (fields.expiryDate ?? '').trim(),
    cvv: (fields.cvv ?? '').trim(),
    cardholderName: (fields.cardholderName ?? '').trim(),
  };
}

const paymentFieldsSchema = z
  .object(
    {
      paymentMethod: z._default(z.enum(PAYMENT_METHODS, { error: FORM_MESSAGES.invalidPaymentMethod }), 'credit-card'),
      ...cardFieldsShape,
    },
    { error: FORM_MESSAGES.paymentRequired },
  )
  .check(
    z.superRefine((info, ctx) => {
      if (info.paymentMethod === 'credit-card') checkCardFields(info, ctx);
    }),
  );

/** The checkout's third step: a card (the default) or PayPal, which needs no card fields. */
export const paymentInfoSchema = z.pipe(
  paymentFieldsSchema,
  z.transform((info: z.output<typeof paymentFieldsSchema>): PaymentInfo =>
    info.paymentMethod === 'paypal' ? { paymentMethod: 'paypal' } : { paymentMethod: 'credit-card', ...toCardDetails(info) },
  ),
);

export type PaymentInfo = { paymentMethod: 'paypal' } | ({ paymentMethod: 'credit-card' } & CardDetails);
export type PaymentInfoInput = z.input<typeof paymentInfoSchema>;

/** The Bundle Studio's 'Payment Details' form: the four card fields, checked like checkout's. */
export const bundleVisualizationPaymentSchema = z.pipe(
  z.object(cardFieldsShape, { error: FORM_MESSAGES.paymentRequired }).check(z.superRefine(checkCardFields)),
  z.transform(toCardDetails),
);

export type BundleVisualizationPaymentInput = z.input<typeof bundleVisualizationPaymentSchema>;
