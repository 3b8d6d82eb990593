import { css } from '@emotion/react';
import { v } from '@tjb/ui';

const wrap = css`text-align: center; margin: 0 auto 2rem; max-width: 46rem;`;
const eyebrow = css`display: block; color: ${v('accent')}; font-family: ${v('fontDisplay')}; letter-spacing: 0.2em; text-transform: uppercase; font-size: 0.8rem; margin-bottom: 0.5rem;`;
const title = css`font-size: clamp(1.75rem, 4vw, 2.75rem); margin: 0;`;
const sub = css`color: ${v('muted')}; margin: 0.75rem 0 0;`;

/** A section's heading: small accent eyebrow, condensed uppercase title, muted line below. */
export function SectionHeading({ id, eyebrowText, children, subtitle }: { id?: string; eyebrowText?: string; children: string; subtitle?: string }) {
  return (
    <div css={wrap}>
      {eyebrowText ? <span css={eyebrow}>{eyebrowText}</span> : null}
      <h2 id={id} css={title}>{children}</h2>
      {subtitle ? <p css={sub}>{subtitle}</p> : null}
    </div>
  );
}
