/**
 * The one way the browser code calls the gateway's /api: same origin, cookies, JSON both ways.
 * `requestJson` answers every status, because callers act on some (409 with new prices, 402 with the
 * decline message, 429 with Retry-After); `fetchJson` is the same call for query functions, which
 * want the body or an error.
 */

/** What came back: the status, the parsed JSON body (null when there was none or it was not JSON) and the headers. */
export interface JsonResponse {
  ok: boolean;
  status: number;
  body: unknown;
  headers: Headers;
}

export interface JsonRequest {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** No answer arrived at all (offline, DNS, connection reset, aborted): the request may or may not have run. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The request did not get an answer.', { cause });
    this.name = 'NetworkError';
  }
}

/** The `message` of an API error body (`{ message }`), if it has one worth showing. */
export function messageOf(body: unknown): string | undefined {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** A non-OK answer, carrying the gateway's own words when it sent some. */
export class HttpError extends Error {
  readonly serverMessage: string | undefined;

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    const serverMessage = messageOf(body);
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'HttpError';
    this.serverMessage = serverMessage;
  }
}

export async function requestJson(url: string, init: JsonRequest = {}): Promise<JsonResponse> {
  let response: Response;
  try {
    // fetch's default credentials ('same-origin') send the session cookie to /api and nowhere else.
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { Accept: 'application/json', ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  // An empty body or a proxy's HTML error page: the status still tells what happened.
  const body: unknown = await response.json().catch(() => null);
  return { ok: response.ok, status: response.status, body, headers: response.headers };
}

/** The body of a successful JSON answer; a non-OK status, or an OK one that is not JSON, throws `HttpError`. */
export async function fetchJson<T>(url: string, init?: JsonRequest): Promise<T> {
  const { ok, status, body } = await requestJson(url, init);
  if (!ok || body === null) throw new HttpError(status, body);
  return body as T;
}
