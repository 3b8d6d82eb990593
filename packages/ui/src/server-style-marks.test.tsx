import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { GlobalStyles } from './global-styles';
import { createBrowserCache } from './mfe-root';

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the browser's side of the server's styles", () => {
  it('when the server wrote rules for a cache, then the cache counts them as inserted and leaves their element in place', () => {
    document.head.innerHTML =
      '<style data-tjb-styles="shop a1 b2">.shop-a1{color:red}.shop-b2{color:blue}</style><meta name="after" /><style data-tjb-styles="other c3"></style>';
    const before = Array.from(document.head.children);
    const cache = createBrowserCache('shop');
    expect(cache.inserted).toMatchObject({ a1: true, b2: true });
    expect(cache.inserted).not.toHaveProperty('c3');
    // Moving a style element removes and re-adds its sheet: the whole page is restyled.
    expect(Array.from(document.head.children)).toEqual(before);
  });

  it('when the server wrote the global styles, then GlobalStyles adds no second copy', () => {
    document.head.innerHTML = '<style data-tjb-global="shop 1x">@font-face{font-family:Oswald}</style>';
    render(
      <CacheProvider value={createBrowserCache('shop')}>
        <GlobalStyles />
      </CacheProvider>,
    );
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
  });

  it('when the page was not server-rendered, then GlobalStyles inserts the fonts and resets', () => {
    render(
      <CacheProvider value={createBrowserCache('shop')}>
        <GlobalStyles />
      </CacheProvider>,
    );
    const global = document.head.querySelector('style[data-emotion="shop-global"]');
    expect(global).not.toBeNull();
  });
});
