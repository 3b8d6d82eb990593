import { DELIVERY_BUSINESS_DAYS, addBusinessDays, deliveryWindow } from './delivery';

describe('delivery window (business days from the order date)', () => {
  it('when counting business days, then weekends are skipped and the order day does not count', () => {
    expect(addBusinessDays(new Date('2026-11-27T15:00:00Z'), 3).toISOString().slice(0, 10)).toBe('2026-12-02'); // Fri → Wed
    expect(addBusinessDays(new Date('2026-11-28T10:00:00Z'), 1).toISOString().slice(0, 10)).toBe('2026-11-30'); // Sat → Mon
    expect(addBusinessDays(new Date('2026-11-23T00:00:00Z'), 5).toISOString().slice(0, 10)).toBe('2026-11-30'); // Mon → Mon
  });

  it('when the order ships in the US, then it is 3-5 business days; abroad 7-14', () => {
    expect(DELIVERY_BUSINESS_DAYS.domestic).toEqual({ min: 3, max: 5 });
    expect(deliveryWindow(new Date('2026-11-25T22:00:00Z'), 'US')).toEqual({ earliest: '2026-11-30', latest: '2026-12-02' });
    expect(deliveryWindow(new Date('2026-11-25T22:00:00Z'), '')).toEqual({ earliest: '2026-11-30', latest: '2026-12-02' });
    expect(deliveryWindow(new Date('2026-11-25T22:00:00Z'), 'CA')).toEqual({ earliest: '2026-12-04', latest: '2026-12-15' });
  });
});
