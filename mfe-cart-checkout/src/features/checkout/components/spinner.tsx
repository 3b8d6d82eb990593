import { css, keyframes } from '@emotion/react';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** Decorative: the button it sits in carries aria-busy and its own label. */
export function Spinner() {
  return (
    <span
      aria-hidden="true"
      data-testid="spinner"
      css={css`
        width: 1.1em; height: 1.1em; border-radius: 50%; border: 2px solid currentColor; border-right-color: transparent;
        animation: ${spin} 700ms linear infinite;
        @media (prefers-reduced-motion: reduce) { animation-duration: 2s; }
      `}
    />
  );
}
