import { css } from '@emotion/react';
import { v } from '@tjb/ui';
import type { ReactNode } from 'react';

/** The one problem the form reports at a time (spec 001 §5), announced as it appears. */
export function FormAlert({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div
      id={id}
      role="alert"
      css={css`
        padding: 0.75rem 1rem; border: 1px solid ${v('danger')}; border-left-width: 4px; border-radius: ${v('radius')};
        background: rgb(255 107 94 / 0.08); color: ${v('bone')};
      `}
    >
      {children}
    </div>
  );
}
