import { http, HttpResponse, type HttpResponseResolver } from 'msw';

/** One request to an /api route as the gateway received it. */
export interface ApiCall {
  method: string;
  url: string;
  /** The path and query, e.g. /api/cart?x=1. */
  path: string;
  /** The JSON body, or the text when it is not JSON, or undefined without one. */
  body: unknown;
  /** Request headers, lower-case names. */
  headers: Record<string, string>;
}

type Method = 'all' | 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a scripted route answers: a Response, or a value sent as JSON with status 200. */
export type ApiResolver = (call: ApiCall, request: Request) => unknown;

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A handler for one route (relative paths resolve against the page's origin, as the browser's fetch
 * does), recording each request in `calls` and answering what `resolve` returns: a Response as it is
 * (an error status, a network error with HttpResponse.error()), anything else as JSON. A resolver that
 * throws makes the request fail as a network error does.
 */
export function apiRoute(method: Method, path: string | RegExp, resolve: ApiResolver) {
  const calls: ApiCall[] = [];
  const handler = http[method](path, (async ({ request }) => {
    const url = new URL(request.url);
    const call: ApiCall = {
      method: request.method,
      url: request.url,
      path: url.pathname + url.search,
      body: await readBody(request.clone()),
      headers: Object.fromEntries(request.headers.entries()),
    };
    calls.push(call);
    let answer: unknown;
    try {
      answer = await resolve(call, request);
    } catch {
      return HttpResponse.error();
    }
    return answer instanceof Response ? answer : HttpResponse.json(answer as never);
  }) as HttpResponseResolver);
  return { handler, calls };
}
