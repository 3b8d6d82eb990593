import { css } from '@emotion/react';
import { v } from '@tjb/ui';
import { useFormContext } from 'react-hook-form';
import type { PaymentValues } from './payment-step';

const option = css`
  display: flex; align-items: center; gap: 0.75rem; min-height: 52px; padding: 0.75rem 1rem; cursor: pointer;
  border: 1px solid ${v('line')}; border-radius: ${v('radius')}; font-weight: 600;
  &:has(input:checked) { border-color: ${v('accent')}; background: rgb(255 122 26 / 0.08); }
  input { width: 1.15rem; height: 1.15rem; accent-color: ${v('accent')}; }
`;

/** Credit card (the default) or PayPal (spec 001 §3). */
export function PaymentMethodChoice() {
  const { register } = useFormContext<PaymentValues>();
  return (
    <fieldset css={css`border: 0; padding: 0; margin: 0; display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));`}>
      <legend css={css`font-weight: 600; margin-bottom: 0.5rem;`}>Payment Method</legend>
      <label css={option}>
        <input type="radio" value="credit-card" {...register('paymentMethod')} />
        Credit Card
      </label>
      <label css={option}>
        <input type="radio" value="paypal" {...register('paymentMethod')} />
        PayPal
      </label>
    </fieldset>
  );
}
