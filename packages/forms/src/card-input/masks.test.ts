import { applyMask, caretAfterDigits, maskCardNumber, maskCvv, maskExpiry } from './masks';

describe('card form masks (spec 001 §5)', () => {
  it('when a card number is typed or pasted, then only digits stay, grouped by 4', () => {
    expect(maskCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(maskCardNumber('4242-4242 4242.4242')).toBe('4242 4242 4242 4242');
    expect(maskCardNumber('abc')).toBe('');
    expect(maskCardNumber('42424')).toBe('4242 4');
    expect(maskCardNumber('378282246310005')).toBe('3782 8224 6310 005');
  });

  it('when more than 19 digits are typed, then the number stops at 19 digits', () => {
    expect(maskCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
    expect(maskCardNumber('4242424242424242')).toHaveLength(19);
  });

  it('when an expiry is typed, then digits only get an automatic slash, at most 4 digits', () => {
    expect(maskExpiry('1')).toBe('1');
    expect(maskExpiry('12')).toBe('12');
    expect(maskExpiry('123')).toBe('12/3');
    expect(maskExpiry('1234')).toBe('12/34');
    expect(maskExpiry('12/345')).toBe('12/34');
    expect(maskExpiry('ab12cd34')).toBe('12/34');
    expect(maskExpiry('12/')).toBe('12');
  });

  it('when a CVV is typed, then digits only, at most 4', () => {
    expect(maskCvv('12a3')).toBe('123');
    expect(maskCvv('123456')).toBe('1234');
  });

  it('when a digit is inserted in the middle, then the caret stays after it rather than jumping to the end', () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    input.value = '42424 242';
    input.setSelectionRange(5, 5);
    applyMask(input, maskCardNumber);
    expect(input.value).toBe('4242 4242');
    expect(input.selectionStart).toBe(6);
    expect(caretAfterDigits('12/34', 2)).toBe(2);
    expect(caretAfterDigits('12/34', 3)).toBe(4);
    input.remove();
  });
});
