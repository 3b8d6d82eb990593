import { http, HttpResponse } from 'msw';

/** One GraphQL request as the Storefront endpoint received it. */
export interface StorefrontCall {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  /** Request headers, lower-case names. */
  headers: Record<string, string>;
  url: string;
}

/**
 * What an operation answers: its `data`, or a Response for anything else (an HTTP error, GraphQL
 * errors). A resolver that throws makes the request fail as a network error does.
 */
export type StorefrontAnswer = unknown;
export type StorefrontResolver = (variables: Record<string, unknown>, call: StorefrontCall) => StorefrontAnswer | Promise<StorefrontAnswer>;

/** The Storefront endpoint the gateway serves, on whatever origin the client was given. */
const ENDPOINT = /\/api\/(\d{4}-\d{2}|unstable)\/graphql(\.json)?$/;

/** The operation a request runs: its operationName, else the name of the document's first operation. */
export function operationNameOf(body: { query?: unknown; operationName?: unknown }): string {
  if (typeof body.operationName === 'string' && body.operationName) return body.operationName;
  const named = typeof body.query === 'string' ? /\b(?:query|mutation)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(body.query) : null;
  return named?.[1] ?? '';
}

/**
 * A handler for the gateway's Storefront endpoint that answers by operation name from `answers`
 * (fixtures or functions of the variables), as `{ data }`. An operation without an answer gets a
 * GraphQL error naming it, so a test never passes on an answer it did not script. Every request is
 * recorded in `calls`, in order.
 */
export function storefrontHandler(answers: Record<string, StorefrontResolver | StorefrontAnswer>) {
  const calls: StorefrontCall[] = [];
  const handler = http.post(ENDPOINT, async ({ request }) => {
    const body = (await request.json()) as { query?: unknown; variables?: unknown; operationName?: unknown };
    const call: StorefrontCall = {
      operationName: operationNameOf(body),
      query: typeof body.query === 'string' ? body.query : '',
      variables: body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : {},
      headers: Object.fromEntries(request.headers.entries()),
      url: request.url,
    };
    calls.push(call);
    if (!Object.hasOwn(answers, call.operationName)) {
      return HttpResponse.json({ errors: [{ message: `No Storefront answer scripted for "${call.operationName || call.query.slice(0, 40)}"` }] });
    }
    const answer = answers[call.operationName];
    let data: unknown;
    try {
      data = typeof answer === 'function' ? await (answer as StorefrontResolver)(call.variables, call) : answer;
    } catch {
      return HttpResponse.error();
    }
    return data instanceof Response ? data : HttpResponse.json({ data });
  });
  return { handler, calls };
}
