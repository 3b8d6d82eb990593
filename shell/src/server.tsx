import type { RenderedShop, ServerPage, ServerRenderContext, ShellServerBundle, StyleElement } from '@tjb/shop-contracts';
import { ROUTER_FUTURE } from '@tjb/ui';
import { createServerStyles } from '@tjb/ui/server';
import { PassThrough } from 'node:stream';
import type { ComponentType, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { Shop } from './app/app';
import { renderDocument as renderPageDocument, renderDocumentRest as renderPageDocumentRest, renderDocumentStart as renderPageDocumentStart } from './document/render-document';
import { splitHoistedHead } from './hoisted-head';
import { CLIENT_ONLY_DIGEST, ClientOnlySlot, ServerRemotesContext, serverRemoteKey } from './remotes/server-remotes';
import { stylesFromMarkup } from './remotes/styles-from-markup';

/** The whole page around the app's render (or around an empty #root, for a page the browser renders). */
export const renderDocument: ShellServerBundle['renderDocument'] = renderPageDocument;
/** The start of every page, written before the page is rendered (renderDocument's answer starts with it). */
export const renderDocumentStart: ShellServerBundle['renderDocumentStart'] = renderPageDocumentStart;
/** The rest of the page after its start. */
export const renderDocumentRest: ShellServerBundle['renderDocumentRest'] = renderPageDocumentRest;

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
 * @tjb/shop-contracts' server-render), once: the page's remote session has prepared its data already.
 * The app is rendered on its own, as the browser hydrates it (at the root of #root); renderDocument then
 * writes the page around it.
 */
export const renderShop: ShellServerBundle['renderShop'] = async (ctx: ServerRenderContext, page: ServerPage | null): Promise<RenderedShop> => {
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
  // The app is not rendered inside the Document: its useId values follow its place in the tree.
  const { head, html: body } = splitHoistedHead(html);
  const given: unknown = page ? page.session.styles(body) : [];
  // A remote released before styles came as data gives their markup: read back into elements.
  const remoteStyles = Array.isArray(given) ? given : typeof given === 'string' ? stylesFromMarkup(given) : null;
  if (!remoteStyles) throw new Error(`the server bundle of ${page?.app} gives its styles in a form this shell cannot read; release it again`);
  const state = page?.session.state();
  return {
    html: body,
    head: [...head, ...styles.styles(), ...(remoteStyles as StyleElement[])],
    state: page && state !== undefined ? [{ app: page.app, value: state }] : [],
  };
};
