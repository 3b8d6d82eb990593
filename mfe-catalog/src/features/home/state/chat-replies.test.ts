import { CHAT_FALLBACK, chatReply } from './chat-replies';

describe('chat replies', () => {
  it.each([
    ['Hi there', 'Hey there, rider!'],
    ['Do you have DOT helmets?', 'DOT certified'],
    ['what jacket sizes?', 'XS to 5XL'],
    ['How much do helmets cost?', '$49.99 to $899.99'],
    ['shipping time?', 'free on orders over $75'],
    ['I am between sizes', 'go up one size'],
    ['how can I contact you', '(479) 555-0100'],
    ['what are your hours', 'Mon-Fri 9AM-8PM, Sat 9AM-9PM and Sun 11AM-6PM CST'],
  ])('when the rider writes "%s", then the reply mentions "%s"', (message, expected) => {
    expect(chatReply(message)).toContain(expected);
  });

  it('when nothing matches, then the reply points to the phone number; "this" is not a greeting', () => {
    expect(chatReply('tell me about this')).toBe(CHAT_FALLBACK);
    expect(CHAT_FALLBACK).toContain('(479) 555-0100');
  });
});
