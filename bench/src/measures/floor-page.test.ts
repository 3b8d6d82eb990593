import { FLOOR_PAGE, startFloorPage } from './floor-page';

describe('the floor page', () => {
  it('when served, then it is an HTML page with text and nothing the browser must fetch or run', async () => {
    const floor = await startFloorPage();
    try {
      const res = await fetch(`${floor.origin}/any/path`);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await res.text();
      expect(html).toBe(FLOOR_PAGE);
      expect(html).toMatch(/<h1>[^<]+<\/h1><p>[^<]{100,}<\/p>/);
      expect(html).not.toMatch(/<script|<img|<svg|<link|<iframe|@font-face|url\(/i);
    } finally {
      await floor.close();
    }
  });
});
