import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { showToast } from '@tjb/cart-bus';
import { paymentInfoSchema, type PaymentInfo, type PaymentInfoInput } from '@tjb/cart-bus/forms';
import { Button, v } from '@tjb/ui';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { firstErrorMessage, validationToast } from '../lib/validation-feedback';
import { CardFields } from './card-fields';
import { FormAlert } from './form-alert';
import { PaymentMethodChoice } from './payment-method-choice';
import { Spinner } from './spinner';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

export type PaymentValues = PaymentInfoInput;

export const EMPTY_PAYMENT: PaymentValues = { paymentMethod: 'credit-card', cardNumber: '', expiryDate: '', cvv: '', cardholderName: '' };

const FIELD_ORDER = ['paymentMethod', 'cardNumber', 'expiryDate', 'cvv', 'cardholderName'] as const;

interface PaymentStepProps {
  values: PaymentValues;
  focusHeading: boolean;
  submitting: boolean;
  /** The server's answer to the last press ('Payment Failed' message, new prices): shown above the button. */
  notice?: ReactNode;
  onBack: (values: PaymentValues) => void;
  onSubmit: (data: PaymentInfo) => void;
}

/** Step 3: card or PayPal, then 'Complete Purchase'. The form stays as typed when a payment fails. */
export function PaymentStep({ values, focusHeading, submitting, notice, onBack, onSubmit }: PaymentStepProps) {
  const form = useForm<PaymentValues, unknown, PaymentInfo>({ resolver: zodResolver(paymentInfoSchema), defaultValues: values });
  const method = form.watch('paymentMethod');
  const message = firstErrorMessage(form.formState.errors, FIELD_ORDER);

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="checkout-step-title"
        aria-busy={submitting}
        css={{ display: 'grid', gap: '1.25rem' }}
        onSubmit={form.handleSubmit(onSubmit, (errors) => {
          const first = firstErrorMessage(errors, FIELD_ORDER);
          if (first) showToast(validationToast(first));
        })}
      >
        <div id="checkout-step-title">
          <StepHeading focusOnMount={focusHeading}>Payment Information</StepHeading>
        </div>
        <PaymentMethodChoice />
        {method === 'paypal' ? (
          <p css={css`margin: 0; color: ${v('muted')};`}>Pay with your PayPal account; no card details are needed here.</p>
        ) : (
          <CardFields errorId="payment-error" />
        )}
        {message ? <FormAlert id="payment-error">{message}</FormAlert> : null}
        {notice}
        <p css={css`margin: 0; color: ${v('muted')}; font-size: 0.875rem;`}>
          We never store your card number or CVV; only the card type and last four digits are kept with your order.
        </p>
        <StepActions onBack={() => onBack(form.getValues())}>
          <Button type="submit" disabled={submitting} aria-busy={submitting}>
            {submitting ? <Spinner /> : null}
            Complete Purchase
          </Button>
        </StepActions>
      </form>
    </FormProvider>
  );
}
