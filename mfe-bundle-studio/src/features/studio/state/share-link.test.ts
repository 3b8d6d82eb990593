import { product } from '../../../testing/products';
import { decodeShareLink, encodeShareLink, SHARE_LINK_MESSAGES } from './share-link';

describe('share-link codec', () => {
  const entries = [
    { categoryId: 'jackets' as const, product: product('1', '10.00', { handle: 'road-warrior-jacket' }), quantity: 2 },
    { categoryId: 'helmets' as const, product: product('2', '10.00', { handle: 'eagle-lid' }), quantity: 1 },
  ];

  it('when a bundle is encoded and decoded, then the same categories, handles and quantities come back', () => {
    const encoded = encodeShareLink(entries);
    expect(encoded).toBe('jackets.road-warrior-jacket.2~helmets.eagle-lid.1');
    expect(encodeURIComponent(encoded)).toBe(encoded);
    expect(decodeShareLink(encoded)).toEqual({
      ok: true,
      items: [
        { categoryId: 'jackets', handle: 'road-warrior-jacket', quantity: 2 },
        { categoryId: 'helmets', handle: 'eagle-lid', quantity: 1 },
      ],
    });
  });

  it('when a link names one product twice, then its quantities are added', () => {
    expect(decodeShareLink('boots.biker-boot.1~boots.biker-boot.2')).toEqual({ ok: true, items: [{ categoryId: 'boots', handle: 'biker-boot', quantity: 3 }] });
  });

  it.each([
    ['empty', '', SHARE_LINK_MESSAGES.empty],
    ['cut short', 'jackets.road-warrior', SHARE_LINK_MESSAGES.damaged('jackets.road-warrior')],
    ['an unknown category', 'gloves.warm-glove.1', SHARE_LINK_MESSAGES.category('gloves')],
    ['a zero quantity', 'boots.biker-boot.0', SHARE_LINK_MESSAGES.quantity('boots.biker-boot.0')],
    ['a huge quantity', 'boots.biker-boot.100', SHARE_LINK_MESSAGES.quantity('boots.biker-boot.100')],
    ['a handle with markup', 'boots.<script>.1', SHARE_LINK_MESSAGES.damaged('boots.<script>.1')],
    ['too many products', Array.from({ length: 51 }, (_, i) => `boots.b${i}.1`).join('~'), SHARE_LINK_MESSAGES.tooLong],
  ])('when the link is %s, then it is refused with a clear message', (_what, link, message) => {
    expect(decodeShareLink(link)).toEqual({ ok: false, message });
  });
});
