import { createBus } from './bus';
import { BUS_EVENT_NAME, STORAGE_KEYS, type BusEvent } from './protocol';
import { FullStorage, MemoryStorage, openTabs } from './testing/fake-browser';
import { cartItem } from './testing/fixtures';

const cartChanged = (items = [cartItem()]): BusEvent => ({ type: 'cart:changed', v: 1, items });

describe('bus', () => {
  it('when a persistent event is published, then it is stored under its key and delivered in the same tab', () => {
    const [tab] = openTabs(1);
    if (!tab) throw new Error('no tab');
    const heard: BusEvent[] = [];
    tab.bus.subscribe('cart:changed', (event) => heard.push(event));

    expect(tab.bus.publish(cartChanged())).toEqual({ ok: true, persisted: true });

    expect(heard).toEqual([cartChanged()]);
    expect(JSON.parse(tab.storage.getItem(STORAGE_KEYS.cart) ?? 'null')).toEqual({ v: 1, items: [cartItem()] });
    expect(tab.bus.read(STORAGE_KEYS.cart)).toEqual([cartItem()]);
  });

  it('when two tabs share storage, then a change in one reaches the other through the storage event', () => {
    const [a, b] = openTabs(2);
    if (!a || !b) throw new Error('no tabs');
    const heardInB: BusEvent[] = [];
    const heardInA: BusEvent[] = [];
    b.bus.subscribe('cart:changed', (event) => heardInB.push(event));
    a.bus.subscribe('cart:changed', (event) => heardInA.push(event));

    a.bus.publish(cartChanged([cartItem({ quantity: 2 })]));
    b.bus.publish({ type: 'wishlist:changed', v: 1, items: [] });

    expect(heardInB).toEqual([cartChanged([cartItem({ quantity: 2 })])]);
    expect(heardInA).toHaveLength(1);
    expect(b.bus.read(STORAGE_KEYS.cart)).toEqual([cartItem({ quantity: 2 })]);
  });

  it('when another copy of the package on the page publishes, then this copy hears it via the window event', () => {
    const target = new EventTarget();
    const storage = new MemoryStorage();
    const remoteA = createBus({ storage, target });
    const remoteB = createBus({ storage, target });
    const heard = jest.fn();
    remoteB.subscribeAll(heard);

    remoteA.publish({ type: 'order:placed', v: 1, order: { name: '#1001', placedAt: '2025-02-01T12:00:00Z' } });

    expect(heard).toHaveBeenCalledWith({
      type: 'order:placed',
      v: 1,
      order: { name: '#1001', placedAt: '2025-02-01T12:00:00Z' },
    });
    expect(remoteB.read(STORAGE_KEYS.lastOrder)).toEqual({ name: '#1001', placedAt: '2025-02-01T12:00:00Z' });
  });

  it('when in-memory events are published, then nothing is written to storage and other tabs hear nothing', () => {
    const [a, b] = openTabs(2);
    if (!a || !b) throw new Error('no tabs');
    const heardInA = jest.fn();
    const heardInB = jest.fn();
    a.bus.subscribeAll(heardInA);
    b.bus.subscribeAll(heardInB);

    const toast = { title: 'Cart Cleared', variant: 'success' } as const;
    expect(a.bus.publish({ type: 'toast:show', v: 1, toast })).toEqual({ ok: true, persisted: false });
    a.bus.publish({ type: 'cart-panel:open', v: 1 });

    expect(a.storage.length).toBe(0);
    expect(heardInA).toHaveBeenCalledWith({ type: 'toast:show', v: 1, toast });
    expect(heardInA).toHaveBeenCalledTimes(2);
    expect(heardInB).not.toHaveBeenCalled();
  });

  it('when the panel is opened, closed and toggled, then every copy in the tab sees one shared state', () => {
    const target = new EventTarget();
    const remoteA = createBus({ storage: null, target });
    const remoteB = createBus({ storage: null, target });
    remoteA.publish({ type: 'cart-panel:toggle', v: 1 });
    expect(remoteB.isCartPanelOpen()).toBe(true);
    remoteB.publish({ type: 'cart-panel:toggle', v: 1 });
    expect(remoteA.isCartPanelOpen()).toBe(false);
    remoteB.publish({ type: 'cart-panel:open', v: 1 });
    remoteA.publish({ type: 'cart-panel:open', v: 1 });
    expect(remoteB.isCartPanelOpen()).toBe(true);
    remoteA.publish({ type: 'cart-panel:close', v: 1 });
    expect(remoteB.isCartPanelOpen()).toBe(false);
  });

  it('when storage refuses writes (quota, private mode), then state lives in memory for the tab', () => {
    const target = new EventTarget();
    const bus = createBus({ storage: new FullStorage(), target });
    const otherCopy = createBus({ storage: new FullStorage(), target });

    expect(bus.publish(cartChanged())).toEqual({ ok: true, persisted: false });

    expect(bus.read(STORAGE_KEYS.cart)).toEqual([cartItem()]);
    expect(otherCopy.read(STORAGE_KEYS.cart)).toEqual([cartItem()]);
  });

  it('when storage throws even on reads, then reads come back empty and nothing throws', () => {
    const broken = new MemoryStorage();
    broken.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const bus = createBus({ storage: broken, target: new EventTarget() });
    expect(bus.read(STORAGE_KEYS.wishlist)).toEqual([]);
  });

  it('when stored data is unchanged, then read returns the same object so views can skip re-rendering', () => {
    const [tab] = openTabs(1);
    if (!tab) throw new Error('no tab');
    tab.bus.publish(cartChanged());
    expect(tab.bus.read(STORAGE_KEYS.cart)).toBe(tab.bus.read(STORAGE_KEYS.cart));
  });

  it('when another tab clears storage, then this tab hears empty lists', () => {
    const [a, b] = openTabs(2);
    if (!a || !b) throw new Error('no tabs');
    a.bus.publish(cartChanged());
    const heard = jest.fn();
    b.bus.subscribe('cart:changed', heard);
    a.storage.clear();
    expect(heard).toHaveBeenCalledWith({ type: 'cart:changed', v: 1, items: [] });
  });

  it('when another tab writes garbage, then this tab hears an empty cart rather than an error', () => {
    const [a, b] = openTabs(2);
    if (!a || !b) throw new Error('no tabs');
    const heard = jest.fn();
    b.bus.subscribe('cart:changed', heard);
    a.storage.setItem(STORAGE_KEYS.cart, '{oops');
    a.storage.setItem('someone-else.key', 'x');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith({ type: 'cart:changed', v: 1, items: [] });
  });

  it('when a storage event comes from sessionStorage, then it is ignored', () => {
    const bus = createBus({ storage: window.localStorage, target: window });
    const heard = jest.fn();
    bus.subscribe('cart:changed', heard);
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.cart, newValue: '{}', storageArea: window.sessionStorage }),
    );
    expect(heard).not.toHaveBeenCalled();
    bus.dispose();
  });

  it('when a window event carries foreign data, then subscribers are not called', () => {
    const target = new EventTarget();
    const bus = createBus({ storage: null, target });
    const heard = jest.fn();
    bus.subscribeAll(heard);
    target.dispatchEvent(new CustomEvent(BUS_EVENT_NAME, { detail: { type: 'cart:changed', v: 9 } }));
    target.dispatchEvent(new Event(BUS_EVENT_NAME));
    expect(heard).not.toHaveBeenCalled();
  });

  it('when an event is invalid, then publish returns an error and nothing is stored or delivered', () => {
    const [tab] = openTabs(1);
    if (!tab) throw new Error('no tab');
    const heard = jest.fn();
    tab.bus.subscribeAll(heard);
    const result = tab.bus.publish({ type: 'cart:changed', v: 1, items: [{ id: 'x' }] } as unknown as BusEvent);
    expect(result.ok).toBe(false);
    expect(heard).not.toHaveBeenCalled();
    expect(tab.storage.length).toBe(0);
  });

  it('when one subscriber throws, then the others still hear the event and publish does not throw', () => {
    const [tab] = openTabs(1);
    if (!tab) throw new Error('no tab');
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const after = jest.fn();
    tab.bus.subscribe('cart-panel:open', () => {
      throw new Error('buggy remote');
    });
    tab.bus.subscribe('cart-panel:open', after);
    expect(tab.bus.publish({ type: 'cart-panel:open', v: 1 }).ok).toBe(true);
    expect(after).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('when unsubscribed or disposed, then handlers hear nothing more', () => {
    const [a, b] = openTabs(2);
    if (!a || !b) throw new Error('no tabs');
    const one = jest.fn();
    const all = jest.fn();
    const unsubscribe = a.bus.subscribe('cart:changed', one);
    b.bus.subscribeAll(all);
    unsubscribe();
    b.bus.dispose();
    a.bus.publish(cartChanged());
    expect(one).not.toHaveBeenCalled();
    expect(all).not.toHaveBeenCalled();
    expect(b.bus.publish(cartChanged())).toEqual({ ok: false, error: expect.stringContaining('disposed') });
  });
});
