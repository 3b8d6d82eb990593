import { dehydrate, QueryClient } from '@tanstack/react-query';
import { hydratePageState, PAGE_STATE_META, type PageState } from './page-state';
import { pageState } from './server-session';

async function serverCache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await client.fetchQuery({ queryKey: ['products', 'listing', { handle: 'helmets', offset: 9 }], queryFn: () => ({ products: [{ id: 'p1', title: 'Road King' }], hasNextPage: true }) });
  await client.fetchQuery({ queryKey: ['products', 'count', 'tag:mens'], queryFn: () => 12 });
  await client.fetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('down')) }).catch(() => undefined);
  return client;
}

describe('the page state', () => {
  it('when a server cache is carried to the browser, then each successful query arrives with its data and time, fresh, and the failed one does not', async () => {
    const server = await serverCache();
    const carried = JSON.parse(JSON.stringify(pageState(server))) as PageState;
    const browser = new QueryClient();
    expect(hydratePageState(browser, carried)).toBe(2);

    const listingKey = ['products', 'listing', { handle: 'helmets', offset: 9 }];
    expect(browser.getQueryData(listingKey)).toEqual({ products: [{ id: 'p1', title: 'Road King' }], hasNextPage: true });
    expect(browser.getQueryData(['products', 'count', 'tag:mens'])).toBe(12);
    expect(browser.getQueryState(listingKey)).toMatchObject({ status: 'success', fetchStatus: 'idle', dataUpdatedAt: server.getQueryState(listingKey)!.dataUpdatedAt, isInvalidated: false });
    expect(browser.getQueryState(['broken'])).toBeUndefined();
    // As dehydrate() restores it: a query with a staleTime is not refetched on mount.
    expect(browser.getQueryCache().find({ queryKey: listingKey })!.isStaleByTime(60_000)).toBe(false);
  });

  it('when a query names what of its answer the page carries, then the browser starts with that part and the server keeps the whole', async () => {
    const server = new QueryClient();
    const key = ['products', 'listing', { view: 'list' }];
    const answer = { products: [{ id: 'p1', excerpt: 'Built tough.' }] };
    const shown = (data: unknown) => ({ products: (data as typeof answer).products.map(({ id }) => ({ id })) });
    await server.fetchQuery({ queryKey: key, queryFn: () => answer, meta: { [PAGE_STATE_META]: shown } });
    await server.fetchQuery({ queryKey: ['other'], queryFn: () => answer, meta: { [PAGE_STATE_META]: 'not a function' } });
    const browser = new QueryClient();
    hydratePageState(browser, JSON.parse(JSON.stringify(pageState(server))));
    expect(browser.getQueryData(key)).toEqual({ products: [{ id: 'p1' }] });
    expect(browser.getQueryData(['other'])).toEqual(answer);
    expect(server.getQueryData(key)).toEqual(answer);
  });

  it("when written, then it is smaller than dehydrate()'s own shape", async () => {
    const server = await serverCache();
    expect(JSON.stringify(pageState(server)).length).toBeLessThan(JSON.stringify(dehydrate(server)).length / 2);
  });

  it('when the page holds something else, then nothing is hydrated and nothing throws', () => {
    const browser = new QueryClient();
    for (const junk of [undefined, null, 'x', { queries: 'x' }, { queries: [{ queryKey: ['a'], state: {} }, [['b'], undefined, 1], ['c', 1, 2]] }]) {
      expect(hydratePageState(browser, junk)).toBe(0);
    }
    expect(browser.getQueryCache().getAll()).toHaveLength(0);
  });
});
