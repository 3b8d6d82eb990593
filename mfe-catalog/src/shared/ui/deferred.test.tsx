import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { Deferred } from './deferred';

let settled = true;
jest.mock('@tjb/ui', () => ({ ...jest.requireActual<object>('@tjb/ui'), useAfterPageSettled: () => settled }));

/** An IntersectionObserver the test drives: `reveal()` reports every observed element as near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback, readonly options?: IntersectionObserverInit) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) { this.observed.push(el); }
  disconnect() { this.disconnected = true; }
  reveal() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const Section = lazy(async () => ({ default: () => <h2>Join the Brotherhood</h2> }));

beforeEach(() => {
  settled = true;
  FakeObserver.all = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('Deferred', () => {
  it('when the page has settled but the shopper is a screen away, then only the reserved space is there until they near it', async () => {
    const { container } = render(<Deferred component={Section} minHeight={360} />);
    expect(container.firstElementChild).toHaveStyle({ minHeight: '360px' });
    expect(screen.queryByRole('heading')).toBeNull();
    const [observer] = FakeObserver.all;
    expect(observer!.options?.rootMargin).toBe('100% 0px');

    act(() => observer!.reveal());
    expect(await screen.findByRole('heading', { name: 'Join the Brotherhood' })).toBeInTheDocument();
    expect(observer!.disconnected).toBe(true);
  });

  it('when a key is pressed anywhere, then the section renders, so tabbing down the page reaches it', async () => {
    render(<Deferred component={Section} minHeight={360} />);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(await screen.findByRole('heading', { name: 'Join the Brotherhood' })).toBeInTheDocument();
    expect(FakeObserver.all[0]!.disconnected).toBe(true);
  });

  it('when the page has not settled, then nothing is observed or rendered, however near', () => {
    settled = false;
    render(<Deferred component={Section} minHeight={360} />);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(FakeObserver.all).toHaveLength(0);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('when the browser has no IntersectionObserver, then it renders once settled', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<Deferred component={Section} minHeight={360} />);
    expect(await screen.findByRole('heading', { name: 'Join the Brotherhood' })).toBeInTheDocument();
  });
});
