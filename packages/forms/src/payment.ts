import * as v from 'valibot';
import { isValidCvv, isValidExpiry, normalizeCardNumber, passesLuhn } from './card';
import { fieldIssue, formObject } from './fields';
import { FORM_MESSAGES } from './messages';

export const PAYMENT_METHODS = ['credit-card', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const cardField = v.optional(v.pipe(v.string(FORM_MESSAGES.paymentRequired), v.maxLength(64, FORM_MESSAGES.tooLong)));

const cardFieldsShape = {
  cardNumber: cardField,
  expiryDate: cardField,
  cvv: cardField,
  cardholderName: v.optional(v.pipe(v.string(FORM_MESSAGES.paymentRequired), v.maxLength(100, FORM_MESSAGES.tooLong))),
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
function cardFieldIssues(fields: CardFieldsInput): Array<[keyof CardFieldsInput, string]> {
  const issues: Array<[keyof CardFieldsInput, string]> = [];
  const present = (value: string | undefined) => typeof value === 'string' && value.trim() !== '';
  const { cardNumber, expiryDate, cvv, cardholderName } = fields;
  // Every field with a problem gets its issue (the form marks each one); the first issue, which the
  // server answers with, keeps the spec's order: a missing field before any malformed one.
  const entries = [['cardNumber', cardNumber], ['expiryDate', expiryDate], ['cvv', cvv], ['cardholderName', cardholderName]] as const;
  for (const [path, value] of entries) {
    if (!present(value)) issues.push([path, FORM_MESSAGES.paymentRequired]);
  }
  if (present(cardNumber)) {
    const digits = normalizeCardNumber(cardNumber as string);
    if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) {
      issues.push(['cardNumber', FORM_MESSAGES.invalidCardNumber]);
    }
  }
  if (present(expiryDate) && !isValidExpiry((expiryDate as string).trim())) {
    issues.push(['expiryDate', FORM_MESSAGES.invalidExpiry]);
  }
  if (present(cvv) && !isValidCvv((cvv as string).trim())) {
    issues.push(['cvv', FORM_MESSAGES.invalidCvv]);
  }
  return issues;
}

/** Each problem on its own field, so the form marks every one; only on fields that parsed. */
function checkCardFields<T extends CardFieldsInput>(applies: (fields: T) => boolean = () => true) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed || !applies(dataset.value)) return;
    for (const [key, message] of cardFieldIssues(dataset.value)) addIssue(fieldIssue(dataset.value, key, message));
  });
}

function toCardDetails(fields: CardFieldsInput): CardDetails {
  return {
    cardNumber: normalizeCardNumber(fields.cardNumber ?? ''),
    expiryDate: (fields.expiryDate ?? '').trim(),
    cvv: (fields.cvv ?? '').trim(),
    cardholderName: (fields.cardholderName ?? '').trim(),
  };
}

const paymentFieldsSchema = v.pipe(
  formObject(
    {
      paymentMethod: v.optional(v.picklist(PAYMENT_METHODS, FORM_MESSAGES.invalidPaymentMethod), 'credit-card'),
      ...cardFieldsShape,
    },
    FORM_MESSAGES.paymentRequired,
  ),
  checkCardFields((info) => info.paymentMethod === 'credit-card'),
);

/** The checkout's third step: a card (the default) or PayPal, which needs no card fields. */
export const paymentInfoSchema = v.pipe(
  paymentFieldsSchema,
  v.transform((info): PaymentInfo =>
    info.paymentMethod === 'paypal' ? { paymentMethod: 'paypal' } : { paymentMethod: 'credit-card', ...toCardDetails(info) },
  ),
);

export type PaymentInfo = { paymentMethod: 'paypal' } | ({ paymentMethod: 'credit-card' } & CardDetails);
export type PaymentInfoInput = v.InferInput<typeof paymentInfoSchema>;

/** The Bundle Studio's 'Payment Details' form: the four card fields, checked like checkout's. */
export const bundleVisualizationPaymentSchema = v.pipe(
  formObject(cardFieldsShape, FORM_MESSAGES.paymentRequired),
  checkCardFields(),
  v.transform(toCardDetails),
);

export type BundleVisualizationPaymentInput = v.InferInput<typeof bundleVisualizationPaymentSchema>;
