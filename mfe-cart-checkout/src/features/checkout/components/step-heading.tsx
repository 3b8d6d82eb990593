import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';

/**
 * A step's heading takes focus when the step appears, so keyboard and screen-reader users land on the
 * new step instead of on a button that no longer exists.
 */
export function StepHeading({ children, focusOnMount }: { children: string; focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h2 ref={ref} tabIndex={-1} css={css`font-size: 1.75rem; margin: 0; &:focus { outline: none; }`}>
      {children}
    </h2>
  );
}
