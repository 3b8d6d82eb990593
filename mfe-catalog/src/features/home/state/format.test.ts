import { formatArticleDate, formatCount } from './format';

describe('home formatting without Intl', () => {
  it.each(['2025-03-04T10:00:00Z', '2024-12-31T23:30:00-05:00', '2026-01-01', '1999-07-15T12:00:00.000Z'])(
    'when an article is dated %s, then the date reads as toLocaleDateString en-US long writes it',
    (iso) => {
      expect(formatArticleDate(iso)).toBe(new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }));
    },
  );

  it('when the date is unreadable, then nothing is shown', () => {
    expect(formatArticleDate('not a date')).toBe('');
  });

  it.each([0, 7, 999, 1000, 12480, 1234567, -4200])('when the count is %d, then it reads as toLocaleString en-US writes it', (n) => {
    expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });
});
