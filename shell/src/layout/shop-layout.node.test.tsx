import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { ShopLayout } from './shop-layout';

describe('shop layout on the server', () => {
  it('writes the header and the footer as boundaries of their own, so hydration adopts each in its own commit', () => {
    // Without the shop's style cache, emotion writes each rule before its element: left out here.
    const html = renderToString(
      <StaticRouter location="/">
        <ShopLayout>
          <h1>Ride Ready Gear</h1>
        </ShopLayout>
      </StaticRouter>,
    ).replace(/<style data-emotion[^>]*>[^<]*<\/style>/g, '');
    // <!--$--> … <!--/$--> is a completed Suspense boundary in React's server HTML: the root's hydration
    // leaves it for later and React hydrates it apart, in yielding slices rather than one long commit.
    expect(html).toMatch(/<!--\$--><header[\s\S]*<\/header><!--\/\$-->/);
    expect(html).toMatch(/<!--\$--><footer[\s\S]*<\/footer><!--\/\$-->/);
    expect(html).toMatch(/<main[^>]*><h1>Ride Ready Gear<\/h1><\/main>/);
  });
});
