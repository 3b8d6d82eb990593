import type { PageState } from './page-state';
import { QueryClient, QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Route, Routes, useParams } from 'react-router-dom';
import { StaticRouter } from 'react-router-dom/server';
import { lazyPage, queryThen, statusQuery, type PageQueries, type PageStatus } from './page-data';
import { defineServerSession } from './server-session';

let storefrontOfRequest: (() => string | undefined) | undefined;
const asked: string[] = [];
const itemQuery = (id: string) => queryOptions({ queryKey: ['item', id], queryFn: async () => (asked.push(`item ${id} via ${storefrontOfRequest?.()}`), { id, kind: 'helmet' }) });
const relatedQuery = (kind: string) => queryOptions({ queryKey: ['related', kind], queryFn: async () => [`more ${kind}s`] });
const extraQuery = queryOptions({ queryKey: ['extra'], queryFn: async () => 'extra' });

/** A page module as a route's lazy chunk: its component and the queries it declares. */
const itemModule = {
  ItemPage: function ItemPage() {
    const { id = '' } = useParams();
    const item = useQuery(itemQuery(id));
    const related = useQuery(relatedQuery(item.data?.kind ?? ''));
    return <p>{item.data ? `${item.data.id}: ${related.data?.join()}` : 'loading'}</p>;
  },
  pageQueries: (({ params }) => [queryThen(itemQuery(params.id ?? ''), (item) => [relatedQuery(item.kind)])]) as PageQueries,
};
const ItemPage = lazyPage(async () => itemModule, 'ItemPage');

/**
 * A page whose existence one query decides (a part by its id: an unknown one is a 404), whose related
 * parts follow it, held until the test lets them answer; and an unknown shelf, a 404 by its name alone.
 */
const held: Array<{ key: string; answer: () => void }> = [];
const holdUntilAnswered = <T,>(key: string, value: T) => new Promise<T>((resolve) => held.push({ key, answer: () => resolve(value) }));
const partQuery = (id: string) =>
  queryOptions({ queryKey: ['part', id], queryFn: () => (id === 'broken' ? Promise.reject(new Error('the store is down')) : holdUntilAnswered(`part ${id}`, id === 'nope' ? null : { id })) });
const fitsQuery = (id: string) => queryOptions({ queryKey: ['fits', id], queryFn: () => holdUntilAnswered(`fits ${id}`, ['road king']) });
const shelfQuery = queryOptions({ queryKey: ['shelf'], queryFn: () => holdUntilAnswered('shelf', ['helmets']) });
const partModule = {
  PartPage: () => <p>part</p>,
  pageQueries: (({ params }) => [statusQuery(partQuery(params.id ?? ''), (part) => (part ? undefined : 404), (part) => (part ? [fitsQuery(part.id)] : []))]) as PageQueries,
};
const shelfModule = {
  ShelfPage: () => <p>shelf</p>,
  pageStatus: (({ params }) => (params.name === 'helmets' ? undefined : 404)) as PageStatus,
  pageQueries: (() => [shelfQuery]) as PageQueries,
};
const PartPage = lazyPage(async () => partModule, 'PartPage');
const ShelfPage = lazyPage(async () => shelfModule, 'ShelfPage');

function ForgetfulPage() {
  const extra = useQuery(extraQuery);
  return <p>{extra.data ?? 'pending'}</p>;
}

const ROUTES = [
  { path: '/item/:id', element: <ItemPage />, page: ItemPage },
  { path: '/forgetful', element: <ForgetfulPage />, queries: () => [] },
  { path: '/part/:id', element: <PartPage />, page: PartPage },
  { path: '/shelf/:name', element: <ShelfPage />, page: ShelfPage },
];

function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient!}>
      <Routes>{ROUTES.map((r) => <Route key={r.path} path={r.path} element={r.element} />)}</Routes>
    </QueryClientProvider>
  );
}

const createServerSession = defineServerSession({
  App,
  routes: ROUTES,
  createQueryClient: () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  requestClient: { create: (ctx) => `storefront for ${ctx.origin}`, resolveWith: (resolve) => (storefrontOfRequest = resolve) },
});

async function renderOnce(url: string) {
  const session = createServerSession({ url, origin: 'http://shop.test' });
  await session.prepare();
  const html = renderToString(<StaticRouter location={url}><session.App /></StaticRouter>);
  return { session, html };
}

describe('defineServerSession', () => {
  it("when a route's page declares its queries, then prepare() loads its chunk and data (a dependent query after its source) and one render is complete", async () => {
    asked.length = 0;
    const { session, html } = await renderOnce('/item/road-king');
    expect(html).toContain('road-king: more helmets');
    expect(asked).toEqual(['item road-king via storefront for http://shop.test']);
    expect((session.state() as PageState).queries.map(([queryKey]) => queryKey)).toEqual([['item', 'road-king'], ['related', 'helmet']]);
    expect(session.undeclared()).toEqual([]);
    session.dispose();
  });

  it('when a page asks for a query its route did not declare, then the render still completes with its pending state and undeclared() names it', async () => {
    const { session, html } = await renderOnce('/forgetful');
    expect(html).toContain('pending');
    expect(session.undeclared()).toEqual(['["extra"]']);
    session.dispose();
  });

  describe("the page's status, before its data is complete", () => {
    /** What has happened so far, in order: the queries asked, the status known, the preparation done. */
    async function watch(url: string) {
      held.length = 0;
      const events: string[] = [];
      const session = createServerSession({ url, origin: 'http://shop.test' });
      const status = session.prepareStatus().then((s) => void events.push(`status ${s}`));
      const prepared = session.prepare().then(() => void events.push('prepared'));
      const settle = async () => {
        for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
      };
      const answer = async (key: string) => {
        await settle();
        const query = held.find((q) => q.key === key);
        if (!query) throw new Error(`${key} was not asked (asked: ${held.map((q) => q.key).join(', ')})`);
        events.push(`answered ${key}`);
        query.answer();
        await settle();
      };
      return { session, events, answer, done: () => Promise.all([status, prepared]) };
    }

    it('when one query decides whether the page exists, then its status is known once that query has answered, before the queries that follow it', async () => {
      const page = await watch('/part/p1');
      await page.answer('part p1');
      await page.answer('fits p1');
      await page.done();
      expect(page.events).toEqual(['answered part p1', 'status undefined', 'answered fits p1', 'prepared']);
      page.session.dispose();
    });

    it('when that query finds nothing, then the status is 404 and nothing follows it', async () => {
      const page = await watch('/part/nope');
      await page.answer('part nope');
      await page.done();
      expect(page.events).toEqual(['answered part nope', 'status 404', 'prepared']);
      expect(held.map((q) => q.key)).toEqual(['part nope']);
      page.session.dispose();
    });

    it("when the route alone decides the status (the page module's pageStatus), then it is known before any query answers", async () => {
      for (const [url, status] of [['/shelf/helmets', 'undefined'], ['/shelf/nope', '404']] as const) {
        const page = await watch(url);
        await page.answer('shelf');
        await page.done();
        expect(page.events).toEqual([`status ${status}`, 'answered shelf', 'prepared']);
        page.session.dispose();
      }
    });

    it('when the deciding query fails, then it decides nothing (200: the page may load on the next try)', async () => {
      const page = await watch('/part/broken');
      await page.done();
      expect(page.events).toEqual(['status undefined', 'prepared']);
      page.session.dispose();
    });
  });

  it('when no route matches, then prepare() asks nothing and the page renders', async () => {
    const { session, html } = await renderOnce('/nowhere');
    expect(html).toBe('');
    expect(session.state()).toEqual({ queries: [] });
    session.dispose();
  });
});
