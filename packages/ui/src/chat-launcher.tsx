import { css } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';
import { Icon } from './icon';
import { v } from './theme';

// Above the shell's Back to top button (bottom right), so the two never overlap.
const launcher = css`
  position: fixed; right: 1rem; bottom: 4.75rem; z-index: 45; width: 56px; height: 56px; border-radius: 50%; cursor: pointer;
  border: 0; background: ${v('accent')}; color: ${v('ink')}; display: grid; place-items: center; box-shadow: 0 10px 24px rgb(0 0 0 / 0.5);
  &:hover { background: ${v('accentStrong')}; }
`;

type ChatLauncherProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> & {
  /** The conversation is open: the button closes it and draws a cross. */
  open: boolean;
};

/**
 * The floating "Chat with us" button on every page: the shell draws it in the server's HTML and the
 * catalogue's chat assistant, once loaded, draws the same one beside its conversation. One owner keeps
 * the two the same button in the same place.
 */
export function ChatLauncher({ open, ...attributes }: ChatLauncherProps) {
  return (
    <button type="button" css={launcher} aria-expanded={open} aria-label="Chat with us" {...attributes}>
      <Icon name={open ? 'x' : 'chat'} size={26} />
    </button>
  );
}
