import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SPLASH_COOKIE } from '@tjb/shop-contracts';

/**
 * The page as the server sends it with every script taken out: no `<script>` element (code or data)
 * and no hint that fetches a script. What such a copy costs the main thread is what the browser spends
 * on the HTML and CSS alone, so the shop's run minus the copy's run is what its scripts cost, a
 * difference that holds on a fast host and a slow one alike.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) => (/\brel=["']?(?:modulepreload|prefetch)\b/i.test(tag) || (/\brel=["']?preload\b/i.test(tag) && /\bas=["']?script\b/i.test(tag)) ? '' : tag));
}

export interface NoScriptCopy {
  /** The copy's origin: pages come without scripts, everything else (CSS, images, fonts) from the shop. */
  origin: string;
  close(): Promise<void>;
}

const PASSED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'location'];

/**
 * Serves the no-script copy of `shopOrigin` on a loopback port of its own. Its pages are those of a
 * visitor who has seen the intro splash: without scripts nothing would ever end the splash, and its
 * animation would run under the whole trace. The page's own first-visit runs keep the splash, so its
 * cost counts with the scripts'. `transform` rewrites each copied page (an HTML or CSS variant to try).
 */
export async function startNoScriptCopy(shopOrigin: string, port = 0, transform: (html: string) => string = (html) => html): Promise<NoScriptCopy> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(shopOrigin + (req.url ?? '/'), {
        method: req.method,
        headers: { accept: req.headers.accept ?? '*/*', cookie: [req.headers.cookie, `${SPLASH_COOKIE}=seen`].filter(Boolean).join('; ') },
        redirect: 'manual',
      });
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers.get(name);
        if (value) res.setHeader(name, value);
      }
      res.statusCode = upstream.status;
      const body = Buffer.from(await upstream.arrayBuffer());
      res.end((upstream.headers.get('content-type') ?? '').includes('text/html') ? transform(withoutScripts(body.toString('utf8'))) : body);
    })().catch((err: unknown) => {
      res.statusCode = 502;
      res.end(String(err));
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
