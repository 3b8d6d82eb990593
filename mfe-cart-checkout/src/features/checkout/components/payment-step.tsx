import { css } from '@emotion/react';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import {
  billingInfoSchema,
  paymentInfoSchema,
  type BillingInfo,
  type PaymentInfo,
  type PaymentInfoInput,
} from '@tjb/forms';
import { Button, v } from '@tjb/ui';
import type { FormEvent, ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { firstErrorMessage } from '../lib/validation-feedback';
import { ADDRESS_FIELD_ORDER } from './address-fields';
import { BillingAddress, type BillingValues } from './billing-address';
import { CardFields } from './card-fields';
import { FormAlert } from './form-alert';
import { PaymentMethodChoice } from './payment-method-choice';
import type { ShippingValues } from './shipping-step';
import { Spinner } from './spinner';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

export type PaymentValues = PaymentInfoInput;

export const EMPTY_PAYMENT: PaymentValues = { paymentMethod: 'credit-card', cardNumber: '', expiryDate: '', cvv: '', cardholderName: '' };

const FIELD_ORDER = ['paymentMethod', 'cardNumber', 'expiryDate', 'cvv', 'cardholderName'] as const;
const BILLING_ORDER = ['sameAsShipping', ...ADDRESS_FIELD_ORDER.filter((name) => name !== 'email' && name !== 'phone')] as Array<
  keyof BillingValues
>;

interface PaymentStepProps {
  values: { payment: PaymentValues; billing: BillingValues };
  shipping: ShippingValues;
  focusHeading: boolean;
  submitting: boolean;
  /** The server's answer to the last press ('Payment Failed' message, new prices): shown above the button. */
  notice?: ReactNode;
  onBack: (values: { payment: PaymentValues; billing: BillingValues }) => void;
  onSubmit: (payment: PaymentInfo, billing: BillingInfo) => void;
}

/**
 * Step 2: card or PayPal, the billing address ('Same as shipping address' by default), then 'Complete
 * Purchase'. Card and billing are two forms with the two schemas the server checks, checked together on
 * one press; the form stays as typed when a payment fails.
 */
export function PaymentStep({ values, shipping, focusHeading, submitting, notice, onBack, onSubmit }: PaymentStepProps) {
  const form = useForm<PaymentValues, unknown, PaymentInfo>({ resolver: standardSchemaResolver(paymentInfoSchema), defaultValues: values.payment, shouldFocusError: false });
  const billingForm = useForm<BillingValues, unknown, BillingInfo>({ resolver: standardSchemaResolver(billingInfoSchema), defaultValues: values.billing, shouldFocusError: false });
  const method = form.watch('paymentMethod');
  const message = firstErrorMessage(form.formState.errors, FIELD_ORDER) ?? firstErrorMessage(billingForm.formState.errors, BILLING_ORDER);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let payment: PaymentInfo | null = null;
    let billing: BillingInfo | null = null;
    await form.handleSubmit((data) => { payment = data; })();
    await billingForm.handleSubmit((data) => { billing = data; })();
    if (payment && billing) {
      onSubmit(payment, billing);
      return;
    }
    // The first refused field on screen takes focus: the card fields come before the billing address.
    const firstCard = FIELD_ORDER.find((name) => form.getFieldState(name).invalid);
    if (firstCard) form.setFocus(firstCard);
    else {
      const firstBilling = BILLING_ORDER.find((name) => billingForm.getFieldState(name).invalid);
      if (firstBilling) billingForm.setFocus(firstBilling);
    }
  };

  return (
    <form noValidate aria-labelledby="checkout-step-title" aria-busy={submitting} css={{ display: 'grid', gap: '1.25rem' }} onSubmit={submit}>
      <div id="checkout-step-title">
        <StepHeading focusOnMount={focusHeading}>Payment Information</StepHeading>
      </div>
      <FormProvider {...form}>
        <PaymentMethodChoice />
        {method === 'paypal' ? (
          <p css={css`margin: 0; color: ${v('muted')};`}>Pay with your PayPal account; no card details are needed here.</p>
        ) : (
          <CardFields />
        )}
      </FormProvider>
      <FormProvider {...billingForm}>
        <BillingAddress shipping={shipping} />
      </FormProvider>
      {message ? <FormAlert id="payment-error">{message}</FormAlert> : null}
      {notice}
      <p css={css`margin: 0; color: ${v('muted')}; font-size: 0.875rem;`}>
        We never store your card number or CVV; only the card type and last four digits are kept with your order.
      </p>
      <StepActions onBack={() => onBack({ payment: form.getValues(), billing: billingForm.getValues() })}>
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? <Spinner /> : null}
          Complete Purchase
        </Button>
      </StepActions>
    </form>
  );
}
