import { css } from '@emotion/react';
import { v } from '@tjb/ui';
import type { MouseEvent } from 'react';

const link = css`
  position: fixed; top: 0.5rem; left: 0.5rem; z-index: 1100; padding: 0.75rem 1rem;
  background: ${v('accent')}; color: ${v('ink')}; font-weight: 700; border-radius: ${v('radius')};
  transform: translateY(-200%);
  &:focus { transform: none; color: ${v('ink')}; }
`;

/** First stop for keyboard users: past the header's many links, straight to the page. */
export function SkipLink({ targetId }: { targetId: string }) {
  // Focus the target directly: a bare #hash would land in the router's location and in the address bar.
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    e.preventDefault();
    target.focus();
    target.scrollIntoView?.();
  };
  return (
    <a href={`#${targetId}`} css={link} onClick={onClick}>
      Skip to content
    </a>
  );
}
