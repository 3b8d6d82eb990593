import { cardSummary, detectCardBrand, isExpired, isValidCardNumber, passesLuhn } from './card';

describe('card rules', () => {
  it('when a number passes the Luhn checksum, then it is accepted; when one digit changes, then it is not', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
  });

  it('when a number is grouped by spaces, then it is read as digits; when it is too short or long, then it is refused', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4222222222222')).toBe(true); // 13 digits, Visa test number
    expect(isValidCardNumber('424242424242')).toBe(false);
    expect(isValidCardNumber('4242-4242-4242-4242')).toBe(false);
    expect(isValidCardNumber('42424242424242424242')).toBe(false);
  });

  it('when the issuer prefix is known, then the brand is named', () => {
    expect(detectCardBrand('4242424242424242')).toBe('visa');
    expect(detectCardBrand('5555555555554444')).toBe('mastercard');
    expect(detectCardBrand('2223003122003222')).toBe('mastercard');
    expect(detectCardBrand('378282246310005')).toBe('amex');
    expect(detectCardBrand('6011111111111117')).toBe('discover');
    expect(detectCardBrand('9999999999999995')).toBe('unknown');
  });

  it('when a card is summarised, then only the brand and last four digits come out', () => {
    expect(cardSummary('4242 4242 4242 4242')).toEqual({ brand: 'visa', last4: '4242' });
  });

  it('when the expiry month has passed, then the card is expired; the expiry month itself still works', () => {
    const now = new Date(Date.UTC(2026, 4, 31)); // May 2026
    expect(isExpired('04/26', now)).toBe(true);
    expect(isExpired('05/26', now)).toBe(false);
    expect(isExpired('13/26', now)).toBe(true);
  });
});
