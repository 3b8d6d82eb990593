import { css } from '@emotion/react';
import { mq } from '@tjb/ui';
import { useFormContext } from 'react-hook-form';
import { applyMask, maskCardNumber, maskCvv, maskExpiry } from '@tjb/cart-bus/card-input';
import { fieldGrid, fullWidth } from './field-styles';
import type { PaymentValues } from './payment-step';
import { TextField } from './text-field';

/** Card number, expiry and CVV with the spec's masks (001 §5); numeric keypads on phones. */
export function CardFields({ errorId }: { errorId: string }) {
  const { register, formState } = useFormContext<PaymentValues>();
  const { errors } = formState;
  const common = (name: keyof PaymentValues) => ({ registration: register(name), invalid: Boolean(errors[name]), errorId });
  return (
    <div css={[fieldGrid, css`${mq.mobile} { grid-template-columns: repeat(2, minmax(0, 1fr)); }`]}>
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
      <TextField css={fullWidth} label="Cardholder Name" autoComplete="cc-name" {...common('cardholderName')} />
    </div>
  );
}
