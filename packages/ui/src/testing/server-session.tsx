import type { ServerBundle, ServerRenderContext } from '@tjb/shop-contracts';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import type { PageState } from '../page-state';

/** A request's context as the gateway gives it, for `url` on http://shop.test. */
export const serverContext = (url: string): ServerRenderContext => ({
  url,
  origin: 'http://shop.test',
  storefrontEndpoint: 'http://127.0.0.1:9/api/2025-01/graphql.json',
  storefrontHeaders: {},
});

/**
 * A remote's server session run as the gateway runs it for `url`: its status asked first (`earlyStatus`,
 * what the gateway sends before the data is complete), prepared, rendered once, read (its markup, the
 * queries its render asked for undeclared, the state it hands the browser, the status the render asked
 * for) and disposed.
 */
export async function renderServerSession(createServerSession: ServerBundle['createServerSession'], url: string) {
  const session = createServerSession(serverContext(url));
  try {
    const earlyStatus = await session.prepareStatus?.();
    await session.prepare();
    const App = session.App as () => ReactElement;
    const html = renderToString(
      <StaticRouter location={url}>
        <App />
      </StaticRouter>,
    );
    return { html, undeclared: session.undeclared?.() ?? [], state: session.state() as PageState | undefined, status: session.status?.(), earlyStatus };
  } finally {
    session.dispose();
  }
}
