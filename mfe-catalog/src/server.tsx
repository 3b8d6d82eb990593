import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query } from '@tanstack/react-query';
import type { ServerRenderContext, ServerSession } from '@tjb/mf-config';
import { createRenderStorefrontClient, type StorefrontClient } from '@tjb/storefront';
import { createServerStyles } from '@tjb/ui/server';
import { createQueryClient } from './app/query-client';
import App from './exposed/app';
import { setStorefrontResolver } from './shared/api/storefront-client';
import { OriginContext } from './shared/seo/origin';
import { PageStatusContext } from './shared/seo/page-status';

/**
 * This remote rendered by the gateway: its ./App with a query cache of its own per request. A render
 * only registers the queries its components ask for; settle() runs them (through the request's own
 * Storefront client) and the page is rendered again with their answers, which then travel in the page
 * (state()) so the browser's first render is the same one.
 */
const requestClient = new AsyncLocalStorage<StorefrontClient>();
setStorefrontResolver(() => requestClient.getStore());

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

export function createServerSession(ctx: ServerRenderContext): ServerSession {
  const queryClient = createQueryClient();
  const styles = createServerStyles();
  const client = createRenderStorefrontClient(ctx);
  // The last render's word counts: an earlier pass may not have had the data yet.
  let status: number | undefined;
  const reportStatus = (next: number) => {
    status = next;
  };
  const Page = () => {
    status = undefined;
    return (
      <styles.Provider>
        <OriginContext.Provider value={ctx.origin}>
          <PageStatusContext.Provider value={reportStatus}>
            <App queryClient={queryClient} />
          </PageStatusContext.Provider>
        </OriginContext.Provider>
      </styles.Provider>
    );
  };
  return {
    App: Page,
    async settle() {
      const asked = queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));
      if (!asked.length) return false;
      await requestClient.run(client, () => Promise.all(asked.map((q) => q.fetch().catch(() => undefined))));
      return true;
    },
    styles: styles.styles,
    state: () => dehydrate(queryClient),
    status: () => status,
    // clear() ends every query's garbage-collection timer too (gcTime is minutes, per spec 001 §9).
    dispose: () => queryClient.clear(),
  };
}
