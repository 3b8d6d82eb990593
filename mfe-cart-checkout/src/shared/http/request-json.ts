/** What came back from the API: the status, the parsed JSON body (null when there was none) and the headers. */
export interface JsonResponse {
  ok: boolean;
  status: number;
  body: unknown;
  headers: Headers;
}

/** Thrown when no answer arrived at all (offline, DNS, connection reset, abort): the request may or may not have run. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The request did not get an answer.', { cause });
    this.name = 'NetworkError';
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Same-origin JSON call (spec 000 §7: same origin, cookies, JSON bodies). A non-OK status is returned, not
 * thrown, because the callers act on it (409 with new prices, 402 with the decline message).
 */
export async function requestJson(
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
  fetchImpl: FetchLike = (input, options) => fetch(input, options),
): Promise<JsonResponse> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  let body: unknown = null;
  const text = await response.text().catch(() => '');
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      // A proxy's HTML error page: the status still tells what happened.
      body = null;
    }
  }
  return { ok: response.ok, status: response.status, body, headers: response.headers };
}

/** The `message` of an API error body (`{ message }`), if it has one worth showing. */
export function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}
