import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { shippingInfoSchema, type ShippingInfo, type ShippingInfoInput } from '@tjb/forms';
import { Button } from '@tjb/ui';
import { FormProvider, useForm } from 'react-hook-form';
import { firstErrorMessage } from '../lib/validation-feedback';
import { ADDRESS_FIELD_ORDER, AddressFields } from './address-fields';
import { FormAlert } from './form-alert';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

/** What the form holds: the shared schema's input, so the resolver and the form agree on types. */
export type ShippingValues = ShippingInfoInput;

export const EMPTY_SHIPPING: ShippingValues = {
  firstName: '', lastName: '', email: '', phone: '', address1: '', address2: '', city: '', state: '', zip: '', country: 'US',
};

interface ShippingStepProps {
  values: ShippingValues;
  focusHeading: boolean;
  onBack: (values: ShippingValues) => void;
  onContinue: (data: ShippingInfo, values: ShippingValues) => void;
}

/** Step 1: where the order goes (001 §5: phone and address line 2 optional). */
export function ShippingStep({ values, focusHeading, onBack, onContinue }: ShippingStepProps) {
  const form = useForm<ShippingValues, unknown, ShippingInfo>({ resolver: standardSchemaResolver(shippingInfoSchema), defaultValues: values });
  const message = firstErrorMessage(form.formState.errors, ADDRESS_FIELD_ORDER);

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="checkout-step-title"
        css={{ display: 'grid', gap: '1.25rem' }}
        // No toast for a refused step: each field says why beside itself and the alert sums it up, and a
        // toast would still be on screen after the shopper fixed it and moved on.
        onSubmit={form.handleSubmit((data) => onContinue(data, form.getValues()))}
      >
        <div id="checkout-step-title">
          <StepHeading focusOnMount={focusHeading}>Shipping Information</StepHeading>
        </div>
        <AddressFields section="shipping" withContact />
        {message ? <FormAlert id="shipping-error">{message}</FormAlert> : null}
        <StepActions onBack={() => onBack(form.getValues())}>
          <Button type="submit">Continue</Button>
        </StepActions>
      </form>
    </FormProvider>
  );
}
