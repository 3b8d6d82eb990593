import { formatCents, formatMoney, priceToCents } from './money';

describe('money', () => {
  it('when amounts are formatted, then they show a dollar sign, thousands separators and 2 decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(24.99)).toBe('$24.99');
    expect(formatMoney(1000000)).toBe('$1,000,000.00');
  });

  it('when any amount is formatted, then it reads exactly as Intl.NumberFormat en-US USD writes it', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = [0, 0.004, 0.005, 0.015, 0.125, 1.005, 1.15, 2.675, 9.995, 99.999, 999.995, 1000, 12345.675, 9_999_999.99, 123_456_789.5, 1e-7, 5e21, -5e21];
    // A deterministic spread of cents and fractions of a cent, both signs.
    for (let i = 1; i < 4000; i++) amounts.push(((i * 7919) % 1_000_003) / 1000, -((i * 104_729) % 99_991) / 100);
    const mismatches = amounts.filter((a) => formatMoney(a) !== intl.format(a)).map((a) => `${a}: ${formatMoney(a)} vs ${intl.format(a)}`);
    expect(mismatches).toEqual([]);
  });

  it('when a negative amount rounds to zero, then it reads $0.00, not -$0.00', () => {
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatMoney(-0.004)).toBe('$0.00');
    expect(formatMoney(-0.005)).toBe('-$0.01');
  });

  it('when a price string is formatted, then it is read exactly', () => {
    expect(formatMoney('24.9')).toBe('$24.90');
    expect(formatMoney('1234.5')).toBe('$1,234.50');
  });

  it('when the amount is not a number, then it shows a dash instead of $NaN', () => {
    expect(formatMoney(Number.NaN)).toBe('—');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatMoney('abc')).toBe('—');
  });

  it('when a price string is converted to cents, then it never goes through float drift', () => {
    expect(priceToCents('24.99')).toBe(2499);
    expect(priceToCents('0.1')).toBe(10);
    expect(priceToCents('1.005')).toBe(101);
    expect(priceToCents('1.0049')).toBe(100);
    expect(priceToCents('25')).toBe(2500);
  });

  it('when a price is negative, has a symbol or is not text, then it has no cents', () => {
    expect(priceToCents('-1.00')).toBeNull();
    expect(priceToCents('$24.99')).toBeNull();
    expect(priceToCents('1,234.00')).toBeNull();
    expect(priceToCents('')).toBeNull();
    expect(priceToCents(24 as unknown as string)).toBeNull();
  });

  it('when cents are written for an order, then they read as a two-decimal string', () => {
    expect(formatCents(7479)).toBe('74.79');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(0)).toBe('0.00');
  });
});
