import { fetchJson, HttpError, messageOf, NetworkError, requestJson, type FetchLike } from './request-json';

/** A fetch Response as far as the helper reads one (jsdom has no Response). */
function answer(status: number, text: string): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'Retry-After': '30' }),
    json: async () => JSON.parse(text) as unknown,
  } as unknown as Response;
}

describe('requestJson', () => {
  it('when the call has a body, then it sends JSON and answers the parsed body', async () => {
    const fetchImpl = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async () => answer(201, '{"id":"a1"}'));
    const res = await requestJson('/api/things', { method: 'POST', body: { n: 1 }, headers: { 'Idempotency-Key': 'k' } }, fetchImpl);
    expect(res).toMatchObject({ ok: true, status: 201, body: { id: 'a1' } });
    expect(res.headers.get('Retry-After')).toBe('30');
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/things');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"n":1}',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': 'k' },
    });
  });

  it('when the call has no body, then it is a GET without a Content-Type', async () => {
    const fetchImpl = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async () => answer(200, '[]'));
    await requestJson('/api/list', {}, fetchImpl);
    expect(fetchImpl.mock.calls[0]![1]).toMatchObject({ method: 'GET', body: undefined, headers: { Accept: 'application/json' } });
    // No credentials option: fetch's default, same-origin, is what the /api session cookie needs.
    expect(fetchImpl.mock.calls[0]![1]).not.toHaveProperty('credentials');
  });

  it('when the answer is not JSON (empty, or a proxy error page), then the status stays and the body is null', async () => {
    await expect(requestJson('/api/x', {}, async () => answer(502, '<html>Bad gateway</html>'))).resolves.toMatchObject({ ok: false, status: 502, body: null });
    await expect(requestJson('/api/x', {}, async () => answer(204, ''))).resolves.toMatchObject({ ok: true, status: 204, body: null });
  });

  it('when a non-OK status comes back, then it is answered, not thrown', async () => {
    await expect(requestJson('/api/pay', {}, async () => answer(402, '{"message":"Card declined"}'))).resolves.toMatchObject({
      ok: false,
      status: 402,
      body: { message: 'Card declined' },
    });
  });

  it('when no answer arrives, then it throws NetworkError with the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const error = await requestJson('/api/x', {}, async () => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBe(cause);
  });

  it('when the signal aborts, then fetch receives it and the call rejects with NetworkError', async () => {
    const controller = new AbortController();
    const fetchImpl: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const pending = requestJson('/api/slow', { signal: controller.signal }, fetchImpl);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(((error as NetworkError).cause as Error).name).toBe('AbortError');
  });

  it('when no fetch is given, then it uses the global one', async () => {
    const original = global.fetch;
    global.fetch = jest.fn(async () => answer(200, '{"count":3}')) as unknown as typeof fetch;
    try {
      await expect(requestJson('/api/newsletter')).resolves.toMatchObject({ body: { count: 3 } });
    } finally {
      global.fetch = original;
    }
  });
});

describe('fetchJson', () => {
  it('when the answer is OK, then it resolves to the body', async () => {
    await expect(fetchJson<{ count: number }>('/api/newsletter', {}, async () => answer(200, '{"count":7}'))).resolves.toEqual({ count: 7 });
  });

  it('when the server answers an error, then HttpError carries the status and the server message', async () => {
    const error = await fetchJson('/api/back-in-stock', { method: 'POST', body: {} }, async () => answer(400, '{"message":"Enter a valid email."}')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, serverMessage: 'Enter a valid email.', message: 'Enter a valid email.', body: { message: 'Enter a valid email.' } });
  });

  it('when the error has no message, then HttpError says the status and has no server message', async () => {
    const error = await fetchJson('/api/x', {}, async () => answer(500, 'oops')).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, serverMessage: undefined, message: 'HTTP 500' });
  });

  it('when an OK answer is not JSON, then it throws rather than resolving to null', async () => {
    await expect(fetchJson('/api/x', {}, async () => answer(200, '<!doctype html>'))).rejects.toBeInstanceOf(HttpError);
  });
});

describe('messageOf', () => {
  it.each([
    [{ message: 'Sold out' }, 'Sold out'],
    [{ message: '   ' }, undefined],
    [{ message: 3 }, undefined],
    [null, undefined],
    ['text', undefined],
  ])('when the body is %p, then the message is %p', (body, expected) => {
    expect(messageOf(body)).toBe(expected);
  });
});
