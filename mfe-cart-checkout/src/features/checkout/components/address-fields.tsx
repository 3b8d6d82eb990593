import { POSTAL_RULES } from '@tjb/forms';
import { useFormContext } from 'react-hook-form';
import { COUNTRIES } from '../lib/countries';
import { control, fieldGrid, fullWidth, labelText } from './field-styles';
import { TextField } from './text-field';

export interface AddressValues {
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
  country?: string;
}

/** The order the address fields appear in, which is the order their errors are reported in. */
export const ADDRESS_FIELD_ORDER = ['firstName', 'lastName', 'email', 'phone', 'address1', 'address2', 'city', 'state', 'zip', 'country'] as const;

/** 'ZIP Code' in the US, 'Postal Code', 'Postcode' or 'Eircode' where that is the word. */
function postalLabel(country: string | undefined): string {
  const label = POSTAL_RULES[country || 'US']?.label ?? 'postal code';
  return label.replace(/(^|\s)\S/g, (c) => c.toUpperCase()).replace('Zip', 'ZIP');
}

/**
 * Name and address for shipping (with email and phone) or billing (without). Autocomplete tokens let
 * browsers and password managers fill the whole block in one go.
 */
export function AddressFields({ section, withContact }: { section: 'shipping' | 'billing'; withContact: boolean }) {
  const { register, formState, watch } = useFormContext<AddressValues>();
  const { errors } = formState;
  const ac = (token: string) => `${section} ${token}`;
  const common = (name: keyof AddressValues) => ({ registration: register(name), error: errors[name]?.message });
  const countryId = `field-${section}-country`;

  return (
    <div css={fieldGrid}>
      <TextField label="First Name" autoComplete={ac('given-name')} {...common('firstName')} />
      <TextField label="Last Name" autoComplete={ac('family-name')} {...common('lastName')} />
      {withContact ? (
        <>
          <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...common('email')} />
          <TextField label="Phone" type="tel" autoComplete={ac('tel')} optional {...common('phone')} />
        </>
      ) : null}
      <TextField css={fullWidth} label="Address" autoComplete={ac('address-line1')} {...common('address1')} />
      <TextField css={fullWidth} label="Apartment, suite, etc." autoComplete={ac('address-line2')} optional {...common('address2')} />
      <TextField label="City" autoComplete={ac('address-level2')} {...common('city')} />
      <TextField label="State" autoComplete={ac('address-level1')} {...common('state')} />
      <TextField label={postalLabel(watch('country'))} autoComplete={ac('postal-code')} inputMode="text" {...common('zip')} />
      <div>
        <label htmlFor={countryId} css={labelText}>
          Country
        </label>
        <select id={countryId} css={control} autoComplete={ac('country')} {...register('country')}>
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
