import { linkListedScripts, linkListedScriptsInSteps } from './listed-scripts';

const links = (rel: string) => [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((l) => [l.getAttribute('href'), l.as]);
const list = (id: string, json: string) => `<script type="application/json" id="${id}">${json}</script>`;

describe('linkListedScripts', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('links every listed script with the asked rel, skipping what is not a URL and what the page already loaded', () => {
    document.head.innerHTML = '<script src="/remotes/mfe-cart-checkout/remoteEntry.js"></script>';
    document.body.innerHTML = list('x', '["/remotes/mfe-cart-checkout/remoteEntry.js","/remotes/mfe-cart-checkout/static/58.a.js",7,null]');
    expect(linkListedScripts(document, 'x', 'prefetch')).toBe(true);
    expect(links('prefetch')).toEqual([['/remotes/mfe-cart-checkout/static/58.a.js', 'script']]);
    expect(links('preload')).toEqual([]);
  });

  it('answers false, linking nothing, when the list is missing, damaged or not a list', () => {
    expect(linkListedScripts(document, 'x', 'preload')).toBe(false);
    document.body.innerHTML = list('x', '[not json') + list('y', '{"a":1}');
    expect(linkListedScripts(document, 'x', 'preload')).toBe(false);
    expect(linkListedScripts(document, 'y', 'preload')).toBe(false);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('in steps, links the same scripts one per task and answers once all are in the head', async () => {
    document.body.innerHTML = list('x', '["/static/a.js","/static/b.js","/static/c.js"]');
    const done = linkListedScriptsInSteps(document, 'x', 'preload');
    // The first goes in at once; each of the others waits for a task of its own.
    expect(links('preload')).toEqual([['/static/a.js', 'script']]);
    await expect(done).resolves.toBe(true);
    expect(links('preload')).toEqual([['/static/a.js', 'script'], ['/static/b.js', 'script'], ['/static/c.js', 'script']]);
    await expect(linkListedScriptsInSteps(document, 'missing', 'preload')).resolves.toBe(false);
  });
});
