/** A fetch Response as far as `requestJson` reads one (jsdom has no Response). */
export function fakeResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response;
}

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Reads what a component sent, from the init a fake fetch received. */
export function recordCall(url: string, init?: RequestInit): RecordedCall {
  const headers = (init?.headers ?? {}) as Record<string, string>;
  return {
    method: init?.method ?? 'GET',
    url,
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    headers,
  };
}
