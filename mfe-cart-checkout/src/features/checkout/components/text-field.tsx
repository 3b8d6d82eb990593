import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { control, hintText, labelText } from './field-styles';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur'> {
  label: string;
  registration: UseFormRegisterReturn;
  invalid?: boolean;
  /** The form's alert, read out with the field when it is invalid. */
  errorId?: string;
  optional?: boolean;
  /** Runs on the element before the form reads it (input masks). */
  transform?: (input: HTMLInputElement) => void;
}

/** A labelled input wired to react-hook-form; required fields say so to assistive tech, optional ones in text. */
export function TextField({ label, registration, invalid = false, errorId, optional = false, transform, className, ...rest }: TextFieldProps) {
  const id = `field-${registration.name.replace(/\W/g, '-')}`;
  return (
    <div className={className}>
      <label htmlFor={id} css={labelText}>
        {label}
        {optional ? <span css={hintText}> (optional)</span> : null}
      </label>
      <input
        id={id}
        css={control}
        aria-required={optional ? undefined : true}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        {...rest}
        {...registration}
        onChange={(event) => {
          transform?.(event.target);
          return registration.onChange(event);
        }}
      />
    </div>
  );
}
