import { DEFERRED_PRELOADS_ID, SERVER_RENDERED_ATTRIBUTE } from '@tjb/shop-contracts';
import { whenPageShown } from './when-page-shown';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => l.getAttribute('href'));

describe('whenPageShown', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('lets a page the browser renders start at once, preloading nothing', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await whenPageShown();
    expect(preloads()).toEqual([]);
  });

  it('starts a loaded server-rendered page after a frame, preloading the scripts the gateway listed', async () => {
    // The browser's frames, run only when the test says a frame was painted.
    const frames: FrameRequestCallback[] = [];
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      document.body.innerHTML = `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}><h1>Helmets</h1></div><script type="application/json" id="${DEFERRED_PRELOADS_ID}">["/static/a.js","/remotes/mfe-catalog/remoteEntry.js",7]</script>`;
      let started = false;
      const shown = whenPageShown().then(() => (started = true));
      // Several tasks pass, and no frame: nothing may start or be preloaded yet.
      for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
      expect(frames).toHaveLength(1);
      expect(started).toBe(false);
      expect(preloads()).toEqual([]);

      frames.splice(0).forEach((callback) => callback(performance.now()));
      await shown;
      expect(preloads()).toEqual(['/static/a.js', '/remotes/mfe-catalog/remoteEntry.js']);
    } finally {
      frame.mockRestore();
    }
  });

  it('still starts when the list is damaged', async () => {
    document.body.innerHTML = `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}></div><script type="application/json" id="${DEFERRED_PRELOADS_ID}">[not json</script>`;
    await whenPageShown();
    expect(preloads()).toEqual([]);
  });
});
