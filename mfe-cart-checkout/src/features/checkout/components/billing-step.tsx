import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { showToast } from '@tjb/cart-bus';
import { billingInfoSchema, type BillingInfo, type BillingInfoInput } from '@tjb/cart-bus/forms';
import { Button, v } from '@tjb/ui';
import { FormProvider, useForm } from 'react-hook-form';
import { COUNTRIES } from '../lib/countries';
import { firstErrorMessage, validationToast } from '../lib/validation-feedback';
import { ADDRESS_FIELD_ORDER, AddressFields } from './address-fields';
import { FormAlert } from './form-alert';
import type { ShippingValues } from './shipping-step';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

export type BillingValues = BillingInfoInput;

export const EMPTY_BILLING: BillingValues = {
  sameAsShipping: true, firstName: '', lastName: '', address1: '', address2: '', city: '', state: '', zip: '', country: 'US',
};

const countryName = (code: string) => COUNTRIES.find((c) => c.code === code)?.name ?? code;

interface BillingStepProps {
  values: BillingValues;
  shipping: ShippingValues;
  focusHeading: boolean;
  onBack: (values: BillingValues) => void;
  onContinue: (data: BillingInfo, values: BillingValues) => void;
}

/** Step 2: the card's billing address, the shipping address unless the shopper says otherwise. */
export function BillingStep({ values, shipping, focusHeading, onBack, onContinue }: BillingStepProps) {
  const form = useForm<BillingValues, unknown, BillingInfo>({ resolver: zodResolver(billingInfoSchema), defaultValues: values });
  const same = form.watch('sameAsShipping');
  const message = firstErrorMessage(form.formState.errors, ['sameAsShipping', ...ADDRESS_FIELD_ORDER]);

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="checkout-step-title"
        css={{ display: 'grid', gap: '1.25rem' }}
        onSubmit={form.handleSubmit(
          (data) => onContinue(data, form.getValues()),
          (errors) => {
            const first = firstErrorMessage(errors, ['sameAsShipping', ...ADDRESS_FIELD_ORDER]);
            if (first) showToast(validationToast(first));
          },
        )}
      >
        <div id="checkout-step-title">
          <StepHeading focusOnMount={focusHeading}>Billing Information</StepHeading>
        </div>
        <label css={css`display: flex; gap: 0.75rem; align-items: center; min-height: 44px; cursor: pointer;`}>
          <input type="checkbox" css={css`width: 1.25rem; height: 1.25rem; accent-color: ${v('accent')};`} {...form.register('sameAsShipping')} />
          Same as shipping address
        </label>
        {same ? (
          <address css={css`font-style: normal; color: ${v('muted')}; padding: 1rem; border: 1px solid ${v('line')}; border-radius: ${v('radius')};`}>
            {shipping.firstName} {shipping.lastName}
            <br />
            {shipping.address1}
            {shipping.address2 ? `, ${shipping.address2}` : null}
            <br />
            {shipping.city}, {shipping.state} {shipping.zip}
            <br />
            {countryName(shipping.country || 'US')}
          </address>
        ) : (
          <AddressFields section="billing" withContact={false} errorId="billing-error" />
        )}
        {message ? <FormAlert id="billing-error">{message}</FormAlert> : null}
        <StepActions onBack={() => onBack(form.getValues())}>
          <Button type="submit">Continue</Button>
        </StepActions>
      </form>
    </FormProvider>
  );
}
