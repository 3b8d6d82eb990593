import { css } from '@emotion/react';
import { Button, v } from '@tjb/ui';
import { useId, useState } from 'react';
import type { CheckoutCodes } from '../api/quote-checkout';
import { control, labelText } from './field-styles';

interface CheckoutCodesProps {
  applied: CheckoutCodes;
  busy: boolean;
  errors: Partial<Record<keyof CheckoutCodes, string>>;
  onApply: (field: keyof CheckoutCodes, code: string) => void;
  onRemove: (field: keyof CheckoutCodes) => void;
}

const FIELDS: ReadonlyArray<{ field: keyof CheckoutCodes; label: string }> = [
  { field: 'discountCode', label: 'Discount code' },
  { field: 'giftCardCode', label: 'Gift card code' },
];

/** Discount and gift card codes, each checked by the gateway as it is applied, before anything is paid. */
export function CheckoutCodesForm({ applied, busy, errors, onApply, onRemove }: CheckoutCodesProps) {
  const baseId = useId();
  const [typed, setTyped] = useState<Record<keyof CheckoutCodes, string>>({ discountCode: '', giftCardCode: '' });
  return (
    <div css={css`display: grid; gap: 0.75rem; padding-top: 1rem; border-top: 1px solid ${v('line')};`}>
      {FIELDS.map(({ field, label }) => {
        const id = `${baseId}-${field}`;
        const errorId = `${id}-error`;
        const current = applied[field];
        return (
          <form
            key={field}
            noValidate
            aria-label={`Apply a ${label.toLowerCase()}`}
            onSubmit={(event) => {
              event.preventDefault();
              if (typed[field].trim()) onApply(field, typed[field].trim());
            }}
            css={css`display: grid; gap: 0.375rem;`}
          >
            <label htmlFor={id} css={labelText}>{label}</label>
            {current ? (
              <div css={css`display: flex; justify-content: space-between; align-items: center; gap: 0.5rem;`}>
                <span css={css`font-weight: 600; overflow-wrap: anywhere;`}>{current} applied</span>
                <Button type="button" variant="ghost" onClick={() => onRemove(field)} aria-label={`Remove ${label.toLowerCase()}`}>
                  Remove
                </Button>
              </div>
            ) : (
              <div css={css`display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 0.5rem;`}>
                <input
                  id={id}
                  css={control}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={errors[field] ? errorId : undefined}
                  value={typed[field]}
                  onChange={(event) => setTyped((t) => ({ ...t, [field]: event.target.value }))}
                />
                <Button type="submit" variant="outline" disabled={busy}>Apply</Button>
              </div>
            )}
            {errors[field] ? (
              <p id={errorId} role="alert" css={css`margin: 0; color: ${v('danger')}; font-size: 0.875rem;`}>{errors[field]}</p>
            ) : null}
          </form>
        );
      })}
    </div>
  );
}
