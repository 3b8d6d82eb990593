import { isOrderName, orderReference } from './order-reference';

const params = (query: string) => new URLSearchParams(query);

describe('order reference (spec 001 "Order confirmation")', () => {
  it('when the order parameter is given, then it is the reference, even if checkout is given too', () => {
    expect(orderReference(params('order=TJB-1001&checkout=abc'))).toBe('TJB-1001');
  });

  it('when only the checkout parameter is given, then it is the reference', () => {
    expect(orderReference(params('checkout=c1-7f3a'))).toBe('c1-7f3a');
  });

  it('when neither is given or they are blank, then TJB- and a timestamp are used', () => {
    expect(orderReference(params(''), 1_732_000_000_000)).toBe('TJB-1732000000000');
    expect(orderReference(params('order=%20%20&checkout='), 42)).toBe('TJB-42');
  });

  it('when a reference is long or holds control characters, then it is trimmed to something printable', () => {
    expect(orderReference(params(`order=${'A'.repeat(200)}`))).toHaveLength(64);
    expect(orderReference(params('order=TJB-1%0A002'))).toBe('TJB-1002');
  });

  it('when a reference looks like a gateway order name, then its details can be looked up; a timestamp one cannot', () => {
    expect(isOrderName('TJB-1001')).toBe(true);
    expect(isOrderName('TJB-1732000000000')).toBe(false);
    expect(isOrderName('c1-7f3a')).toBe(false);
  });
});
