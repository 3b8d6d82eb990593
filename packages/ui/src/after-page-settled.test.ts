type Module = typeof import('./after-page-settled');

function fresh(): Module {
  let mod: Module | undefined;
  jest.isolateModules(() => {
    mod = require('./after-page-settled') as Module;
  });
  return mod!;
}

// The page is polled on idle callbacks (setTimeout in jsdom): fake timers make each step a fact of the
// test, not of how fast the machine runs it.
const tick = (ms: number) => jest.advanceTimersByTimeAsync(ms);

describe('afterPageSettled', () => {
  const mark = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    mark.mockReset();
    // jsdom has no User Timing API.
    Object.assign(performance, { mark });
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('when the routed page is still loading, then it waits; once nothing is busy it resolves and marks the moment', async () => {
    document.body.innerHTML = '<main><div data-mfe="mfe-catalog" data-live><ul aria-busy="true"></ul></div></main>';
    const { afterPageSettled, PAGE_SETTLED_MARK } = fresh();
    let done = false;
    void afterPageSettled().then(() => {
      done = true;
    });
    await tick(300);
    expect(done).toBe(false);
    expect(mark).not.toHaveBeenCalled();
    document.querySelector('ul')!.removeAttribute('aria-busy');
    await tick(400);
    expect(done).toBe(true);
    expect(mark).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith(PAGE_SETTLED_MARK);
  });

  it('when the page is server-rendered but not yet hydrated, then it waits until the remote is live', async () => {
    document.body.innerHTML = '<main><div data-mfe="mfe-catalog"><ul></ul></div></main>';
    const { afterPageSettled } = fresh();
    let done = false;
    void afterPageSettled().then(() => {
      done = true;
    });
    await tick(300);
    expect(done).toBe(false);
    document.querySelector('[data-mfe]')!.setAttribute('data-live', '');
    await tick(400);
    expect(done).toBe(true);
  });

  it('when asked twice, then both wait for the same moment', async () => {
    document.body.innerHTML = '<main><div data-mfe="shell" data-live></div></main>';
    const { afterPageSettled } = fresh();
    expect(afterPageSettled()).toBe(afterPageSettled());
    await tick(200);
    await afterPageSettled();
    expect(mark).toHaveBeenCalledTimes(1);
  });
});
