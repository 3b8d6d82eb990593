import { serverStateScript, type RenderedShop, type ServerPage, type ServerRenderContext } from '@tjb/mf-config';
import { ROUTER_FUTURE } from '@tjb/ui';
import { createServerStyles } from '@tjb/ui/server';
import { PassThrough } from 'node:stream';
import type { ComponentType, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { Shop } from './app/app';
import { CLIENT_ONLY_DIGEST, ClientOnlySlot, ServerRemotesContext, serverRemoteKey } from './remotes/server-remotes';

/** A page whose data keeps asking for more after this many renders is left to the browser. */
const MAX_RENDERS = 4;

/**
 * Markup of a boundary React completed after the rest (something in it loaded during the render), to be
 * moved in place by an inline script, which the shop's CSP does not allow: rendered again, with
 * everything loaded, the boundary is complete in place.
 */
const LATE_BOUNDARY = /<template id="B:\d+"|<div hidden id="S:\d+"/;

/** The head elements React writes first when it renders without a document. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link|base)\b[^>]*>)*/;

/** One render, once everything in it has loaded (lazy pages included). */
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
 * @tjb/mf-config's server-render). Rendered until its data is complete: each render lets the page's
 * remote ask for its queries, settle() answers them, and the next render uses the answers.
 */
export async function renderShop(ctx: ServerRenderContext, page: ServerPage | null): Promise<RenderedShop> {
  const styles = createServerStyles();
  const remotes: Record<string, ComponentType<object>> = page ? { [serverRemoteKey(page.remote, './App')]: page.session.App as ComponentType<object> } : {};
  const tree = (
    <styles.Provider>
      <ServerRemotesContext.Provider value={remotes}>
        <StaticRouter location={ctx.url} future={ROUTER_FUTURE}>
          <Shop />
        </StaticRouter>
      </ServerRemotesContext.Provider>
    </styles.Provider>
  );
  let html: string | undefined;
  for (let renders = 0; renders < MAX_RENDERS && html === undefined; renders++) {
    const rendered = await renderToHtml(tree);
    // Done when the render had everything it asked for in place: no query left to answer, no late boundary.
    const asked = page ? await page.session.settle() : false;
    if (!asked && !LATE_BOUNDARY.test(rendered)) html = rendered;
  }
  if (html === undefined) throw new Error(`${ctx.url}: still loading after ${MAX_RENDERS} renders`);
  // Rendered without a document, React writes the page's head elements (title, meta, image preloads)
  // first: they belong in the page's head, where the browser's React finds them again.
  const hoisted = HOISTED.exec(html)?.[0] ?? '';
  const body = html.slice(hoisted.length);
  return {
    html: body,
    head: hoisted + styles.styles() + (page ? page.session.styles(body) : ''),
    body: page ? serverStateScript(page.app, page.session.state()) : '',
  };
}
