import { css } from '@emotion/react';
import type { BillingInfoInput } from '@tjb/forms';
import { v } from '@tjb/ui';
import { useFormContext } from 'react-hook-form';
import { COUNTRIES } from '../lib/countries';
import { AddressFields } from './address-fields';
import type { ShippingValues } from './shipping-step';

export type BillingValues = BillingInfoInput;

export const EMPTY_BILLING: BillingValues = {
  sameAsShipping: true, firstName: '', lastName: '', address1: '', address2: '', city: '', state: '', zip: '', country: 'US',
};

const countryName = (code: string) => COUNTRIES.find((c) => c.code === code)?.name ?? code;

/**
 * The card's billing address, part of the payment step as in Shopify's checkout: the shipping address
 * unless the shopper unticks 'Same as shipping address', which reveals the address fields.
 */
export function BillingAddress({ shipping }: { shipping: ShippingValues }) {
  const { register, watch } = useFormContext<BillingValues>();
  const same = watch('sameAsShipping');
  return (
    <fieldset css={css`border: 0; padding: 0; margin: 0; display: grid; gap: 0.75rem; min-width: 0;`}>
      <legend css={css`font-weight: 600; margin-bottom: 0.5rem; padding: 0;`}>Billing Address</legend>
      <label css={css`display: flex; gap: 0.75rem; align-items: center; min-height: 44px; cursor: pointer;`}>
        <input type="checkbox" css={css`width: 1.25rem; height: 1.25rem; accent-color: ${v('accent')};`} {...register('sameAsShipping')} />
        Same as shipping address
      </label>
      {same ? (
        <address css={css`font-style: normal; color: ${v('muted')}; padding: 1rem; border: 1px solid ${v('line')}; border-radius: ${v('radius')}; overflow-wrap: anywhere;`}>
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
        <AddressFields section="billing" withContact={false} />
      )}
    </fieldset>
  );
}
