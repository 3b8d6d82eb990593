import type { CartItem } from '@tjb/cart-bus';
import { HttpResponse, mockApi } from '@tjb/test-support';
import { cartLine, helmetInput, patchInput } from '../../testing/cart-fixtures';
import { createServerCartApi, type ServerLine } from './api/server-cart';
import { backoffDelay, createCartMirror, type MirrorStatus } from './cart-mirror';

/** An in-memory /api/cart with the gateway's semantics, which can be taken down or made to refuse lines. */
function fakeServerCart() {
  const lines = new Map<string, ServerLine>();
  const calls: string[] = [];
  const state = { down: false, unavailable: 0, soldOut: new Set<string>() };
  const answer = (status: number, body: unknown) => HttpResponse.json(body as never, { status });
  mockApi('all', '/api/cart*', ({ method, path, body: sent }) => {
    calls.push(`${method} ${path}`);
    if (state.down) return HttpResponse.error();
    if (state.unavailable > 0) {
      state.unavailable -= 1;
      return new HttpResponse('<html>Service Unavailable</html>', { status: 503, headers: { 'Content-Type': 'text/html' } });
    }
    const body = sent as { shopifyProductId: string; shopifyVariantId: string | null; quantity: number };
    const id = decodeURIComponent(path.replace(/^\/api\/cart\/?/, ''));
    if (method === 'POST') {
      if (state.soldOut.has(body.shopifyProductId)) return answer(409, { message: 'This product is currently unavailable.' });
      const lineId = `${body.shopifyProductId}-${body.shopifyVariantId ?? 'default'}`;
      const existing = lines.get(lineId);
      lines.set(lineId, { id: lineId, shopifyProductId: body.shopifyProductId, shopifyVariantId: body.shopifyVariantId, quantity: (existing?.quantity ?? 0) + body.quantity });
    } else if (method === 'PUT') {
      const line = lines.get(id);
      if (!line) return answer(404, { message: 'That item is no longer in your cart.' });
      lines.set(id, { ...line, quantity: body.quantity });
    } else if (method === 'DELETE') {
      if (id) {
        if (!lines.delete(id)) return answer(404, { message: 'That item is no longer in your cart.' });
      } else lines.clear();
    }
    return answer(method === 'POST' ? 201 : 200, { items: [...lines.values()], totals: {} });
  });
  return { lines, calls, state };
}

/** Timers the test fires by hand, so backoff is checked without waiting. */
function manualTimers() {
  const pending: Array<{ callback: () => void; ms: number; id: number }> = [];
  let next = 0;
  return {
    pending,
    setTimer: (callback: () => void, ms: number) => {
      next += 1;
      pending.push({ callback, ms, id: next });
      return next;
    },
    clearTimer: (handle: unknown) => {
      const i = pending.findIndex((t) => t.id === handle);
      if (i >= 0) pending.splice(i, 1);
    },
    fireNext: () => pending.shift()?.callback(),
  };
}

function setup(initial: CartItem[] = []) {
  const server = fakeServerCart();
  const timers = manualTimers();
  let browser = initial;
  const listeners = new Set<() => void>();
  const statuses: MirrorStatus[] = [];
  const mirror = createCartMirror({
    api: createServerCartApi(),
    readCart: () => browser,
    onCartChange: (callback) => {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
    random: () => 0.5,
    maxAttempts: 4,
    onStatus: (s) => statuses.push(s),
  });
  const changeCart = (items: CartItem[]) => {
    browser = items;
    listeners.forEach((l) => l());
  };
  const serverQuantities = () => Object.fromEntries([...server.lines.values()].map((l) => [l.id, l.quantity]));
  const settle = () => mirror.whenIdle();
  return { server, timers, mirror, changeCart, serverQuantities, statuses, settle, getBrowser: () => browser };
}

const helmet = (quantity = 1) => cartLine({ ...helmetInput, quantity });
const patch = (quantity = 1) => cartLine({ ...patchInput, quantity });

describe('cart mirror', () => {
  it('when the mirror starts, then the server cart is made to hold exactly the browser cart', async () => {
    const t = setup([helmet(2), patch(1)]);
    t.server.lines.set('stale-line', { id: 'stale-line', shopifyProductId: 'gid://shopify/Product/9', shopifyVariantId: null, quantity: 1 });
    await t.mirror.start();
    expect(t.serverQuantities()).toEqual({ [helmet().id]: 2, [patch().id]: 1 });
    expect(t.statuses.at(-1)).toBe('synced');
  });

  it('when the shopper changes quantities, removes a line and clears the cart, then each change reaches the server', async () => {
    const t = setup([helmet(1), patch(1)]);
    await t.mirror.start();
    t.changeCart([helmet(3), patch(1)]);
    t.timers.fireNext();
    await t.settle();
    expect(t.serverQuantities()).toEqual({ [helmet().id]: 3, [patch().id]: 1 });
    expect(t.server.calls).toContain(`PUT /api/cart/${encodeURIComponent(helmet().id)}`);

    t.changeCart([helmet(3)]);
    t.timers.fireNext();
    await t.settle();
    expect(t.serverQuantities()).toEqual({ [helmet().id]: 3 });

    t.changeCart([]);
    t.timers.fireNext();
    await t.settle();
    expect(t.serverQuantities()).toEqual({});
    expect(t.server.calls.at(-1)).toBe('DELETE /api/cart');
  });

  it('when several changes come quickly, then they are sent as one reconcile after the quiet period', async () => {
    const t = setup([]);
    await t.mirror.start();
    const before = t.server.calls.length;
    t.changeCart([helmet(1)]);
    t.changeCart([helmet(2)]);
    t.changeCart([helmet(3)]);
    expect(t.timers.pending).toHaveLength(1);
    expect(t.timers.pending[0]?.ms).toBe(250);
    t.timers.fireNext();
    await t.settle();
    expect(t.server.calls.slice(before)).toEqual(['GET /api/cart', 'POST /api/cart']);
    expect(t.serverQuantities()).toEqual({ [helmet().id]: 3 });
  });

  it('when the network fails, then the browser cart is kept and the mirror retries with growing delays until it gets through', async () => {
    const t = setup([helmet(2)]);
    t.server.state.down = true;
    await t.mirror.start();
    expect(t.getBrowser()).toEqual([helmet(2)]);
    expect(t.statuses.at(-1)).toBe('retrying');
    expect(t.timers.pending.map((p) => p.ms)).toEqual([1000]);

    t.timers.fireNext();
    await t.settle();
    expect(t.timers.pending.map((p) => p.ms)).toEqual([2000]);

    t.server.state.down = false;
    t.timers.fireNext();
    await t.settle();
    expect(t.serverQuantities()).toEqual({ [helmet().id]: 2 });
    expect(t.statuses.at(-1)).toBe('synced');
    expect(t.timers.pending).toHaveLength(0);
  });

  it('when the server keeps failing, then the mirror gives up after its tries and starts over on the next cart change', async () => {
    const t = setup([helmet(1)]);
    t.server.state.unavailable = 100;
    await t.mirror.start();
    while (t.timers.pending.length > 0) {
      t.timers.fireNext();
      await t.settle();
    }
    expect(t.statuses.at(-1)).toBe('gave-up');
    t.server.state.unavailable = 0;
    t.changeCart([helmet(4)]);
    t.timers.fireNext();
    await t.settle();
    expect(t.serverQuantities()).toEqual({ [helmet().id]: 4 });
  });

  it('when the server refuses one line, then the other lines are still mirrored and the refused one is not hammered', async () => {
    const t = setup([helmet(1), patch(2)]);
    t.server.state.soldOut.add(helmetInput.shopifyProductId);
    await t.mirror.start();
    expect(t.serverQuantities()).toEqual({ [patch().id]: 2 });
    expect(t.getBrowser()).toEqual([helmet(1), patch(2)]);
    await t.mirror.sync();
    expect(t.server.calls.filter((c) => c === 'POST /api/cart')).toHaveLength(2);
    expect(t.timers.pending).toHaveLength(0);
  });

  it('when the browser line has no variant, then it matches the server line the gateway named after the resolved variant', async () => {
    const noVariant = cartLine({ ...patchInput, shopifyVariantId: null, quantity: 2 });
    const t = setup([noVariant]);
    t.server.lines.set(patch().id, { id: patch().id, shopifyProductId: patchInput.shopifyProductId, shopifyVariantId: patchInput.shopifyVariantId, quantity: 1 });
    await t.mirror.start();
    expect(t.serverQuantities()).toEqual({ [patch().id]: 2 });
  });

  it('when the mirror is stopped, then later cart changes are not sent', async () => {
    const t = setup([]);
    await t.mirror.start();
    t.mirror.stop();
    t.changeCart([helmet(1)]);
    expect(t.timers.pending).toHaveLength(0);
  });

  it('when delays are computed, then they double from 1 s and stop growing at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => backoffDelay(n, () => 0.5))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(backoffDelay(1, () => 0)).toBe(750);
  });
});
