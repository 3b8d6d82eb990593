import { KEPT_TAP_ATTRIBUTE, KEPT_TAPS_SCRIPT } from './kept-taps';

// What the page's head runs, once for this test DOM.
new Function(KEPT_TAPS_SCRIPT)();

describe('taps kept until hydration', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('when a marked control is tapped before React has it, then the tap waits and reaches its handler once, after hydration', () => {
    jest.useFakeTimers();
    document.body.innerHTML = `<button ${KEPT_TAP_ATTRIBUTE}>Add to Cart</button>`;
    const button = document.querySelector('button')!;
    const handled = jest.fn();
    const reactSaw = jest.fn();
    document.body.addEventListener('click', reactSaw);
    button.addEventListener('click', () => {
      if (Object.keys(button).some((k) => k.startsWith('__reactProps'))) handled();
    });

    button.click();
    jest.advanceTimersByTime(200);
    expect(reactSaw).not.toHaveBeenCalled();
    expect(handled).not.toHaveBeenCalled();

    // What hydration leaves on the node.
    Object.assign(button, { __reactProps$test: { onClick: handled } });
    jest.advanceTimersByTime(200);
    expect(handled).toHaveBeenCalledTimes(1);
    expect(reactSaw).toHaveBeenCalledTimes(1);
  });

  it('when a control is not marked or already hydrated, then its tap goes through at once', () => {
    document.body.innerHTML = `<button>Plain</button><button ${KEPT_TAP_ATTRIBUTE}>Live</button>`;
    const [plain, live] = [...document.querySelectorAll('button')];
    Object.assign(live!, { __reactProps$test: {} });
    const seen = jest.fn();
    document.body.addEventListener('click', (e) => seen((e.target as Element).textContent));
    plain!.click();
    live!.click();
    expect(seen.mock.calls).toEqual([['Plain'], ['Live']]);
  });
});
