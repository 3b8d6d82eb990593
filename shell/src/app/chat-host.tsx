import { KEPT_TAP_ATTRIBUTE } from '@tjb/shop-contracts';
import { ChatLauncher } from '@tjb/ui';
import { useState } from 'react';
import { RemoteSlot } from '../remotes/remote-slot';
import { warmRemote } from '../remotes/warm-remote';

const CHAT = { remote: 'catalog', module: './ChatAssistant' } as const;

/**
 * The chat assistant on every page, as a floating button (the catalogue owns the conversation). The shell
 * draws the launcher itself, in the server's HTML, and loads the assistant only when the shopper presses
 * it (warming it on hover or focus): a page nobody chats on never loads, runs or styles the chat, where
 * mounting it once the page had settled cost every first visit a chunk, a commit and a restyle.
 * The launcher stands in while the assistant loads, which then opens with its own launcher in its place.
 * A press before the shell has hydrated is kept and given to it once it has (KEPT_TAP_ATTRIBUTE).
 */
export function ChatHost() {
  const [wanted, setWanted] = useState(false);
  const warm = () => void warmRemote(CHAT.remote, CHAT.module);
  const launcher = (
    <ChatLauncher
      open={false}
      aria-busy={wanted || undefined}
      onClick={() => setWanted(true)}
      onPointerEnter={warm}
      onFocus={warm}
      {...{ [KEPT_TAP_ATTRIBUTE]: '' }}
    />
  );
  if (!wanted) return launcher;
  return <RemoteSlot remote={CHAT.remote} module={CHAT.module} kind="overlay" props={{ openOnMount: true }} placeholder={launcher} />;
}
