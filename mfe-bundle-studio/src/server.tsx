import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query } from '@tanstack/react-query';
import type { ServerRenderContext, ServerSession } from '@tjb/mf-config';
import { createRenderStorefrontClient, type StorefrontClient } from '@tjb/storefront';
import { createServerStyles } from '@tjb/ui/server';
import { createQueryClient } from './app/query-client';
import App from './exposed/app';
import { setStorefrontResolver } from './shared/api/storefront-client';

/**
 * This remote rendered by the gateway, as the catalogue is: a render registers the queries its page
 * asks for (the category cards, the sample bundles), settle() runs them through the request's own
 * Storefront client, the page is rendered again with the answers, and state() hands them to the
 * browser so its first render is the same one.
 */
const requestClient = new AsyncLocalStorage<StorefrontClient>();
setStorefrontResolver(() => requestClient.getStore());

const wanted = (q: Query) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && (q.options as { enabled?: unknown }).enabled !== false;

export function createServerSession(ctx: ServerRenderContext): ServerSession {
  const queryClient = createQueryClient();
  const styles = createServerStyles();
  const client = createRenderStorefrontClient(ctx);
  const Page = () => (
    <styles.Provider>
      <App queryClient={queryClient} />
    </styles.Provider>
  );
  return {
    App: Page,
    async settle() {
      const asked = queryClient.getQueryCache().getAll().filter(wanted);
      if (!asked.length) return false;
      await requestClient.run(client, () => Promise.all(asked.map((q) => q.fetch().catch(() => undefined))));
      return true;
    },
    styles: styles.styles,
    // Only answers: a failed read is asked again by the browser rather than shown as an error it cannot retry.
    state: () => dehydrate(queryClient),
    dispose: () => queryClient.clear(),
  };
}
