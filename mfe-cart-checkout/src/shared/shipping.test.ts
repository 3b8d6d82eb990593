import { deliveryEstimateText, freeShippingNudge, shippingLabel } from './shipping';

const intlDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const asIntl = (iso: string) => intlDay.format(new Date(`${iso}T12:00:00Z`));

describe('shipping text', () => {
  it.each(['2026-11-30', '2026-12-02', '2027-01-01', '2028-02-29', '2026-07-04'])(
    'when a delivery day is %s, then it reads as Intl en-US short weekday and month write it',
    (iso) => {
      expect(deliveryEstimateText({ earliest: iso, latest: iso })).toBe(asIntl(iso));
    },
  );

  it('when the window spans days, then both ends are written with a dash between them', () => {
    expect(deliveryEstimateText({ earliest: '2026-11-30', latest: '2026-12-02' })).toBe('Mon, Nov 30 – Wed, Dec 2');
  });

  it('when shipping costs nothing, then it reads FREE, else the amount', () => {
    expect(shippingLabel({ shipping: 0 })).toBe('FREE');
    expect(shippingLabel({ shipping: 9.99 })).toBe('$9.99');
  });

  it('when the merchandise is under the free-shipping threshold, then the nudge names what is left', () => {
    expect(freeShippingNudge({ merchandise: 10 })).toMatch(/^Add \$\d[\d,]*\.\d\d more for free shipping\.$/);
    expect(freeShippingNudge({ merchandise: 10_000 })).toBeNull();
  });
});
