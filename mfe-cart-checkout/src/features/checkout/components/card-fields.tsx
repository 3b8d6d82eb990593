import { css } from '@emotion/react';
import { useFormContext } from 'react-hook-form';
import { applyMask, maskCardNumber, maskCvv, maskExpiry } from '@tjb/forms/card-input';
import { fieldGrid, fullWidth } from './field-styles';
import type { PaymentValues } from './payment-step';
import { TextField } from './text-field';

/**
 * Expiry and CVV share a row at every width. Each field spans three rows of a subgrid (label, input,
 * reason), so the two inputs stay level even when one label wraps on a phone or only one has an error.
 */
const pairRow = css`
  grid-column: 1 / -1; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr));
  grid-template-rows: auto auto auto; column-gap: 1rem;
  & > div { display: grid; grid-row: span 3; grid-template-rows: subgrid; align-content: end; }
  & > div > label { align-self: end; }
`;

/** Card number, expiry and CVV with the spec's masks (001 §5); numeric keypads on phones. */
export function CardFields() {
  const { register, formState } = useFormContext<PaymentValues>();
  const { errors } = formState;
  const common = (name: keyof PaymentValues) => ({ registration: register(name), error: errors[name]?.message });
  return (
    <div css={fieldGrid}>
      <TextField
        css={fullWidth}
        label="Card Number"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 5678 9012 3456"
        maxLength={23}
        transform={(input) => applyMask(input, maskCardNumber)}
        {...common('cardNumber')}
      />
      <div css={pairRow} data-testid="expiry-cvv-row">
        <TextField
          label="Expiry Date (MM/YY)"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          maxLength={5}
          transform={(input) => applyMask(input, maskExpiry)}
          {...common('expiryDate')}
        />
        <TextField
          label="CVV"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          maxLength={4}
          transform={(input) => applyMask(input, maskCvv)}
          {...common('cvv')}
        />
      </div>
      <TextField css={fullWidth} label="Cardholder Name" autoComplete="cc-name" {...common('cardholderName')} />
    </div>
  );
}
