import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldMessage } from '../lib/validation-feedback';
import { control, errorText, hintText, labelText } from './field-styles';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur'> {
  label: string;
  registration: UseFormRegisterReturn;
  /** Why the field was refused: shown under it and read with it. */
  error?: string;
  optional?: boolean;
  /** Runs on the element before the form reads it (input masks). */
  transform?: (input: HTMLInputElement) => void;
}

/** The id of a field's input, and of the text that says what is wrong with it. */
export const fieldId = (name: string) => `field-${name.replace(/\W/g, '-')}`;

/**
 * A labelled input wired to react-hook-form; required fields say so to assistive tech, optional ones in
 * text. A refused field says why right under it, tied to the input with aria-describedby.
 */
export function TextField({ label, registration, error, optional = false, transform, className, ...rest }: TextFieldProps) {
  const id = fieldId(registration.name);
  const errorId = `${id}-error`;
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
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
        {...registration}
        onChange={(event) => {
          transform?.(event.target);
          return registration.onChange(event);
        }}
      />
      {error ? (
        <p id={errorId} css={errorText} data-testid="field-error">
          {fieldMessage(label, error)}
        </p>
      ) : null}
    </div>
  );
}
