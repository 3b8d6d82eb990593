import { waitFor } from '@testing-library/react';
import { delay, HttpResponse, mockApi } from '@tjb/test-support';
import { fetchJson, HttpError, messageOf, NetworkError, requestJson } from './request-json';

/** An answer with a raw body (JSON or not) and the Retry-After header the callers read. */
const answer = (status: number, text: string | null) => new HttpResponse(text, { status, headers: { 'Content-Type': 'application/json', 'Retry-After': '30' } });

describe('requestJson', () => {
  it('when the call has a body, then it sends JSON and answers the parsed body', async () => {
    const calls = mockApi('post', '/api/things', () => answer(201, '{"id":"a1"}'));
    const res = await requestJson('/api/things', { method: 'POST', body: { n: 1 }, headers: { 'Idempotency-Key': 'k' } });
    expect(res).toMatchObject({ ok: true, status: 201, body: { id: 'a1' } });
    expect(res.headers.get('Retry-After')).toBe('30');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/things',
      body: { n: 1 },
      headers: { accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': 'k' },
    });
  });

  it('when the call has no body, then it is a GET without a Content-Type, with the cookies of its own origin', async () => {
    let credentials: RequestCredentials | undefined;
    const calls = mockApi('get', '/api/list', (_call, request) => {
      credentials = request.credentials;
      return [];
    });
    await requestJson('/api/list');
    expect(calls[0]).toMatchObject({ method: 'GET', body: undefined, headers: { accept: 'application/json' } });
    expect(calls[0]?.headers).not.toHaveProperty('content-type');
    // fetch's default, same-origin, is what the /api session cookie needs.
    expect(credentials).toBe('same-origin');
  });

  it('when the answer is not JSON (empty, or a proxy error page), then the status stays and the body is null', async () => {
    mockApi('get', '/api/proxied', () => answer(502, '<html>Bad gateway</html>'));
    mockApi('get', '/api/empty', () => answer(204, null));
    await expect(requestJson('/api/proxied')).resolves.toMatchObject({ ok: false, status: 502, body: null });
    await expect(requestJson('/api/empty')).resolves.toMatchObject({ ok: true, status: 204, body: null });
  });

  it('when a non-OK status comes back, then it is answered, not thrown', async () => {
    mockApi('post', '/api/pay', () => answer(402, '{"message":"Card declined"}'));
    await expect(requestJson('/api/pay', { method: 'POST', body: {} })).resolves.toMatchObject({ ok: false, status: 402, body: { message: 'Card declined' } });
  });

  it('when no answer arrives, then it throws NetworkError with the cause', async () => {
    mockApi('get', '/api/x', () => HttpResponse.error());
    const error = await requestJson('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
  });

  it('when the signal aborts, then the request is abandoned and the call rejects with NetworkError', async () => {
    const controller = new AbortController();
    const calls = mockApi('get', '/api/slow', async () => {
      await delay('infinite');
    });
    const pending = requestJson('/api/slow', { signal: controller.signal });
    await waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(((error as NetworkError).cause as Error).name).toBe('AbortError');
  });
});

describe('fetchJson', () => {
  it('when the answer is OK, then it resolves to the body', async () => {
    mockApi('get', '/api/newsletter', () => answer(200, '{"count":7}'));
    await expect(fetchJson<{ count: number }>('/api/newsletter')).resolves.toEqual({ count: 7 });
  });

  it('when the server answers an error, then HttpError carries the status and the server message', async () => {
    mockApi('post', '/api/back-in-stock', () => answer(400, '{"message":"Enter a valid email."}'));
    const error = await fetchJson('/api/back-in-stock', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, serverMessage: 'Enter a valid email.', message: 'Enter a valid email.', body: { message: 'Enter a valid email.' } });
  });

  it('when the error has no message, then HttpError says the status and has no server message', async () => {
    mockApi('get', '/api/x', () => answer(500, 'oops'));
    const error = await fetchJson('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, serverMessage: undefined, message: 'HTTP 500' });
  });

  it('when an OK answer is not JSON, then it throws rather than resolving to null', async () => {
    mockApi('get', '/api/x', () => answer(200, '<!doctype html>'));
    await expect(fetchJson('/api/x')).rejects.toBeInstanceOf(HttpError);
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
