import { useAfterPageSettled } from '@tjb/ui';
import { RemoteSlot } from '../remotes/remote-slot';

/**
 * The chat assistant on every page, as a floating button (the catalogue owns it). It mounts once the page
 * has settled, so its code is never part of a page's first load, and the server never renders it.
 */
export function ChatHost() {
  return useAfterPageSettled() ? <RemoteSlot remote="catalog" module="./ChatAssistant" kind="overlay" /> : null;
}
