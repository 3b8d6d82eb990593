import { css } from '@emotion/react';
import { belowTheFold, v, type BandHeight } from '@tjb/ui';
import type { ReactNode } from 'react';

/** A band's own box: the rhythm and the rule above it (StaticSection bands take it as their css). */
export const sectionBand = css`padding: clamp(3rem, 7vw, 5.5rem) 0; border-top: 1px solid ${v('line')};`;
const raised = css`background: ${v('surface')};`;

/**
 * A full-width band of the page with the shop's vertical rhythm. `offscreen`: the band starts below the
 * first screen on every device, about this tall, so the browser lays it out only as it nears (belowTheFold).
 */
export function Section({ children, labelledBy, tone = 'ink', id, offscreen }: { children: ReactNode; labelledBy: string; tone?: 'ink' | 'surface'; id?: string; offscreen?: BandHeight }) {
  return (
    <section id={id} aria-labelledby={labelledBy} css={[sectionBand, tone === 'surface' && raised, offscreen && belowTheFold(offscreen)]}>
      {children}
    </section>
  );
}
