/**
 * The seam between the shop and whoever moves the money. The embedded default is the test processor;
 * a real gateway (Stripe, Braintree, ...) would sit behind the same interface, ideally taking a token
 * from its own hosted fields so card numbers never reach this server at all.
 */
export type PaymentMethodDetails =
  | { type: 'card'; number: string; expiryDate: string; cvv: string; cardholderName: string }
  | { type: 'paypal' };

export interface ChargeRequest {
  amountCents: number;
  currency: 'USD';
  description: string;
  method: PaymentMethodDetails;
  /** The shop's own id for the attempt; a provider uses it to refuse a duplicate charge. */
  reference: string;
}

export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'test_mode_only';

export type ChargeResult =
  | { outcome: 'approved'; reference: string }
  | { outcome: 'declined'; code: DeclineCode; message: string }
  | { outcome: 'error'; message: string };

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives the money back when the shop cannot complete an order it was paid for. */
  refund(reference: string, amountCents: number): Promise<void>;
}
