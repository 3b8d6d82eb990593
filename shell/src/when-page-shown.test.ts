import { DEFERRED_PRELOADS_ID, SERVER_RENDERED_ATTRIBUTE } from '@tjb/mf-config';
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
    document.body.innerHTML = `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}><h1>Helmets</h1></div><script type="application/json" id="${DEFERRED_PRELOADS_ID}">["/static/a.js","/remotes/mfe-catalog/remoteEntry.js",7]</script>`;
    await whenPageShown();
    expect(preloads()).toEqual(['/static/a.js', '/remotes/mfe-catalog/remoteEntry.js']);
  });

  it('still starts when the list is damaged', async () => {
    document.body.innerHTML = `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}></div><script type="application/json" id="${DEFERRED_PRELOADS_ID}">[not json</script>`;
    await whenPageShown();
    expect(preloads()).toEqual([]);
  });
});
