import { showToast, type ToastInput } from '@tjb/cart-bus';
import { KEPT_TAP_ATTRIBUTE } from '@tjb/shop-contracts';
import { ChatLauncher } from '@tjb/ui';
import { useState } from 'react';
import { RemoteSlot } from '../remotes/remote-slot';
import { warmRemote } from '../remotes/warm-remote';

const CHAT = { remote: 'catalog', module: './ChatAssistant' } as const;

export const CHAT_UNAVAILABLE: ToastInput = {
  title: 'The chat could not open',
  description: 'Please try again in a moment, or write to us from the Contact Us page.',
  variant: 'destructive',
};

/**
 * The chat assistant on every page, as a floating button (the catalogue owns the conversation). The shell
 * draws the launcher itself, in the server's HTML, and loads the assistant only when the shopper presses
 * it (warming it on hover or focus): a page nobody chats on never loads, runs or styles the chat, where
 * mounting it once the page had settled cost every first visit a chunk, a commit and a restyle.
 * The launcher stands in while the assistant loads, which then opens with its own launcher in its place.
 * A press before the shell has hydrated is kept and given to it once it has (KEPT_TAP_ATTRIBUTE).
 * If the assistant cannot be loaded, the shopper is told so and the launcher stays for another try.
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
  const unavailable = () => {
    showToast(CHAT_UNAVAILABLE);
    setWanted(false);
  };
  return (
    <RemoteSlot
      remote={CHAT.remote}
      module={CHAT.module}
      kind="overlay"
      props={{ openOnMount: true }}
      placeholder={launcher}
      onUnavailable={unavailable}
    />
  );
}
