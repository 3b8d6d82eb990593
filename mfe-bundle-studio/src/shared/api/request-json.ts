/** A JSON answer from the gateway: the status and the parsed body (null when it was not JSON). */
export interface JsonAnswer {
  ok: boolean;
  status: number;
  body: unknown;
}

/** Same-origin JSON call; throws only when no answer came at all (offline, reset). */
export async function requestJson(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<JsonAnswer> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body: unknown = await response.json().catch(() => null);
  return { ok: response.ok, status: response.status, body };
}

export const messageOf = (body: unknown): string | null => {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : null;
};
