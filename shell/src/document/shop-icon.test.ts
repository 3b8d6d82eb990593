import { tokens } from '@tjb/ui/theme';
import { SHOP_MARK } from '../layout/brand/shop-mark';
import { SHOP_ICON_FILE, SHOP_ICON_SVG } from './shop-icon';

describe("the shop's icon", () => {
  it("when drawn, then it is a standalone SVG of the header's mark: the shield in the accent, the T on it in the page's ink", () => {
    const svg = new DOMParser().parseFromString(SHOP_ICON_SVG, 'image/svg+xml');
    expect(svg.querySelector('parsererror')).toBeNull();
    expect(svg.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(svg.documentElement.getAttribute('viewBox')).toBe(SHOP_MARK.viewBox);
    expect([...svg.querySelectorAll('path')].map((p) => [p.getAttribute('d'), p.getAttribute('fill')])).toEqual([
      [SHOP_MARK.shield, tokens.accent],
      [SHOP_MARK.letter, tokens.ink],
    ]);
  });

  it('when named, then it is under static/ (served as never changing) by a name made from its content', () => {
    expect(SHOP_ICON_FILE).toMatch(/^static\/shop-icon\.[0-9a-f]{10}\.svg$/);
    jest.isolateModules(() => {
      jest.doMock('@tjb/ui/theme', () => ({ tokens: { ...tokens, accent: '#ff0000' } }));
      const redrawn = require('./shop-icon') as typeof import('./shop-icon');
      expect(redrawn.SHOP_ICON_SVG).not.toBe(SHOP_ICON_SVG);
      expect(redrawn.SHOP_ICON_FILE).not.toBe(SHOP_ICON_FILE);
    });
  });
});
