import { serverStateScript, type RenderedShop, type ServerPage, type ServerRenderContext } from '@tjb/mf-config';
import { ROUTER_FUTURE } from '@tjb/ui';
import { createServerStyles } from '@tjb/ui/server';
import { PassThrough } from 'node:stream';
import type { ComponentType, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { Shop } from './app/app';
import { CLIENT_ONLY_DIGEST, ClientOnlySlot, ServerRemotesContext, serverRemoteKey } from './remotes/server-remotes';

/** The head elements React writes first when it renders without a document. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link|base)\b[^>]*>)*/;

/**
 * The one render of a page, written once everything in it is ready (onAllReady): the page's remote has
 * loaded its page module and data before it (ServerSession.prepare), so nothing in it should suspend; a
 * part that still does (a lazy part of a page) is waited for and written in place, never outlined into a
 * late segment, which would need an inline script to move it, and the shop's CSP allows none.
 */
function renderToHtml(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const failures: unknown[] = [];
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => (failures.length ? reject(failures[0]) : resolve(Buffer.concat(chunks).toString('utf8'))));
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      // Never outline a large boundary into a late segment: that needs an inline script to move it in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      // A slot left to the browser is expected; anything else is a failure of the render.
      onError: (err) => {
        if (err instanceof ClientOnlySlot) return CLIENT_ONLY_DIGEST;
        failures.push(err);
        return undefined;
      },
    });
  });
}

/**
 * The shop at one URL, rendered by the gateway from the components the browser hydrates (see
 * @tjb/mf-config's server-render), once: the page's remote session has prepared its data already.
 */
export async function renderShop(ctx: ServerRenderContext, page: ServerPage | null): Promise<RenderedShop> {
  const styles = createServerStyles();
  const remotes: Record<string, ComponentType<object>> = page ? { [serverRemoteKey(page.remote, './App')]: page.session.App as ComponentType<object> } : {};
  const html = await renderToHtml(
    <styles.Provider>
      <ServerRemotesContext.Provider value={remotes}>
        <StaticRouter location={ctx.url} future={ROUTER_FUTURE}>
          <Shop />
        </StaticRouter>
      </ServerRemotesContext.Provider>
    </styles.Provider>,
  );
  // Rendered without a document, React writes the page's head elements (title, meta, image preloads)
  // first: they belong in the page's head, where the browser's React finds them again. (The app is not
  // rendered inside the document: its useId values follow its place in the tree, and the browser
  // hydrates it at the root of #root.)
  const hoisted = HOISTED.exec(html)?.[0] ?? '';
  const body = html.slice(hoisted.length);
  return {
    html: body,
    head: hoisted + styles.styles() + (page ? page.session.styles(body) : ''),
    body: page ? serverStateScript(page.app, page.session.state()) : '',
  };
}
