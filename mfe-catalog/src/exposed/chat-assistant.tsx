import type { ChatAssistantProps } from '@tjb/mf-config/contract';
import { MfeRoot } from '@tjb/ui';
import { ChatAssistant as Chat } from '../features/home/components/chat-assistant';

/**
 * The floating chat assistant on every page (spec 000 §2.4 item 9, §4). The shell shows the same
 * launcher in its HTML and loads this when the shopper presses it (`openOnMount`).
 */
export default function ChatAssistant({ openOnMount = false }: ChatAssistantProps) {
  return (
    <MfeRoot name="mfe-catalog">
      <Chat openOnMount={openOnMount} />
    </MfeRoot>
  );
}
