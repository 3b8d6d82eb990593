import { css } from '@emotion/react';
import { applyMask, maskCardNumber, maskCvv, maskExpiry } from '@tjb/forms/card-input';
import type { InputHTMLAttributes } from 'react';
import { input } from '../../../shared/ui/styles';

export type PaymentField = 'cardNumber' | 'expiryDate' | 'cvv' | 'cardholderName';

const FIELDS: ReadonlyArray<{ name: PaymentField; label: string; attrs: InputHTMLAttributes<HTMLInputElement>; mask?: (raw: string) => string; wide?: boolean }> = [
  { name: 'cardNumber', label: 'Card Number', wide: true, mask: maskCardNumber, attrs: { autoComplete: 'cc-number', inputMode: 'numeric', placeholder: '1234 5678 9012 3456', maxLength: 23 } },
  { name: 'expiryDate', label: 'Expiry Date (MM/YY)', mask: maskExpiry, attrs: { autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: 'MM/YY', maxLength: 5 } },
  { name: 'cvv', label: 'CVV', mask: maskCvv, attrs: { autoComplete: 'cc-csc', inputMode: 'numeric', placeholder: '123', maxLength: 4 } },
  { name: 'cardholderName', label: 'Cardholder Name', wide: true, attrs: { autoComplete: 'cc-name', maxLength: 100 } },
];

/** The four required card fields with the checkout's masks (spec 001 §5); the form reads them on submit. */
export function PaymentFields({ idPrefix, invalid, errorId }: { idPrefix: string; invalid: PaymentField | undefined; errorId: string }) {
  return (
    <div css={css`display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.75rem; align-items: end;`}>
      {FIELDS.map((f) => (
        <div key={f.name} css={css`display: grid; gap: 0.35rem; ${f.wide ? 'grid-column: 1 / -1;' : ''}`}>
          <label htmlFor={`${idPrefix}-${f.name}`} css={css`font-weight: 600;`}>
            {f.label}
          </label>
          <input
            id={`${idPrefix}-${f.name}`}
            name={f.name}
            css={input}
            required
            aria-invalid={invalid === f.name ? true : undefined}
            aria-describedby={invalid === f.name ? errorId : undefined}
            onInput={f.mask ? (e) => applyMask(e.currentTarget, f.mask as (raw: string) => string) : undefined}
            {...f.attrs}
          />
        </div>
      ))}
    </div>
  );
}
