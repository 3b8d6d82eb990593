import { linkIsCurrent } from './header-link';

describe('linkIsCurrent', () => {
  it('when the path is the link\'s, then it is current, whatever the case or a trailing slash', () => {
    expect(linkIsCurrent('/bundle-studio', '/bundle-studio')).toBe(true);
    expect(linkIsCurrent('/Bundle-Studio', '/bundle-studio/')).toBe(true);
  });

  it('when the path is below the link\'s, then it is current unless the link ends there', () => {
    expect(linkIsCurrent('/shop/helmets/open-face', '/shop/helmets')).toBe(true);
    expect(linkIsCurrent('/shop/helmets-and-more', '/shop/helmets')).toBe(false);
    expect(linkIsCurrent('/shop/helmets/open-face', '/shop/helmets', true)).toBe(false);
  });

  it('when the link is home, then it is current on home only', () => {
    expect(linkIsCurrent('/', '/', true)).toBe(true);
    expect(linkIsCurrent('/shop', '/')).toBe(false);
  });
});
