import { css } from '@emotion/react';
import { Button, mq } from '@tjb/ui';
import type { ReactNode } from 'react';

/** Back on the left, the step's main action on the right; stacked with the main action first on phones. */
export function StepActions({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  return (
    <div
      css={css`
        display: flex; justify-content: space-between; gap: 1rem; margin-top: 0.5rem;
        ${mq.mobile} { flex-direction: column-reverse; > * { width: 100%; } }
      `}
    >
      <Button variant="outline" onClick={onBack}>
        Back
      </Button>
      {children}
    </div>
  );
}
