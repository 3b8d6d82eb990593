import { MfeRoot } from '@tjb/ui';
import { ChatAssistant as Chat } from '../features/home/components/chat-assistant';

/** The floating chat assistant the shell mounts on every page (spec 000 §2.4 item 9, §4). */
export default function ChatAssistant() {
  return (
    <MfeRoot name="mfe-catalog">
      <Chat />
    </MfeRoot>
  );
}
