import { css } from '@emotion/react';
import type { ReactNode } from 'react';

const stack = css`display: grid; gap: 0.35rem;`;
const labelText = css`font-weight: 600;`;

/**
 * A form control under its label. A required field's label ends in a '*' that screen readers skip:
 * the control's own `required` tells them.
 */
export function FormField({ id, label, required = false, className, children }: { id: string; label: ReactNode; required?: boolean; className?: string; children: ReactNode }) {
  return (
    <div css={stack} className={className}>
      <label htmlFor={id} css={labelText}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
    </div>
  );
}
