import type { PageState } from './page-state';
import { QueryClient, QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Route, Routes, useParams } from 'react-router-dom';
import { StaticRouter } from 'react-router-dom/server';
import { lazyPage, queryThen, type PageQueries } from './page-data';
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

function ForgetfulPage() {
  const extra = useQuery(extraQuery);
  return <p>{extra.data ?? 'pending'}</p>;
}

const ROUTES = [
  { path: '/item/:id', element: <ItemPage />, page: ItemPage },
  { path: '/forgetful', element: <ForgetfulPage />, queries: () => [] },
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

  it('when no route matches, then prepare() asks nothing and the page renders', async () => {
    const { session, html } = await renderOnce('/nowhere');
    expect(html).toBe('');
    expect(session.state()).toEqual({ queries: [] });
    session.dispose();
  });
});
