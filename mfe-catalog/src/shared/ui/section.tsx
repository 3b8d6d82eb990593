import { css } from '@emotion/react';
import { v } from '@tjb/ui';
import type { ReactNode } from 'react';

const base = css`padding: clamp(3rem, 7vw, 5.5rem) 0; border-top: 1px solid ${v('line')};`;
const raised = css`background: ${v('surface')};`;

/** A full-width band of the page with the shop's vertical rhythm. */
export function Section({ children, labelledBy, tone = 'ink', id }: { children: ReactNode; labelledBy: string; tone?: 'ink' | 'surface'; id?: string }) {
  return (
    <section id={id} aria-labelledby={labelledBy} css={[base, tone === 'surface' && raised]}>
      {children}
    </section>
  );
}
