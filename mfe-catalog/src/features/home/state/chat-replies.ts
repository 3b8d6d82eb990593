/** The shop's phone line, as the chat's fallback reply gives it (spec 000 §9). */
export const SHOP_PHONE = '(479) 555-0100';

export const CHAT_GREETING = "Hey rider! I'm TJ's assistant. Ask me about helmets, jackets, prices, shipping, sizing or our hours.";

/** Spec 000 §9: keyword → canned reply. The first rule whose keyword appears in the message answers. */
const RULES: ReadonlyArray<{ keywords: readonly string[]; reply: string; wholeWords?: boolean }> = [
  {
    keywords: ['price', 'cost', 'how much', 'expensive', 'cheap'],
    reply: 'Helmets run from $49.99 to $899.99 and jackets from $89.99 to $599.99. Check the Sale page for marked-down gear.',
  },
  {
    keywords: ['ship', 'delivery', 'deliver'],
    reply: 'Shipping is free on orders over $75. Orders are processed within 24 hours and arrive in 3 to 5 business days.',
  },
  {
    keywords: ['hour', 'open', 'close'],
    reply: "We're open Mon-Fri 9AM-8PM, Sat 9AM-9PM and Sun 11AM-6PM CST.",
  },
  {
    keywords: ['contact', 'phone', 'email', 'call', 'talk to'],
    reply: `Call us at ${SHOP_PHONE} or send a message from the Contact Us page. We answer within 24 hours.`,
  },
  {
    keywords: ['helmet'],
    reply: 'All our road helmets are DOT certified: full face, modular, 3/4 and half shells, plus goggles and glasses.',
  },
  {
    keywords: ['jacket'],
    reply: 'Our leather and textile jackets come in sizes XS to 5XL, for men and women.',
  },
  {
    keywords: ['size', 'sizing', 'fit'],
    reply: "Check the size guide on each product page. If you're between two sizes, go up one size.",
  },
  {
    keywords: ['hello', 'hi', 'hey', 'howdy', 'good morning', 'good afternoon', 'good evening'],
    reply: 'Hey there, rider! What can I help you find today?',
    wholeWords: true,
  },
];

export const CHAT_FALLBACK = `I'm not sure about that one. Give us a call at ${SHOP_PHONE} and a real rider will help you out.`;

const words = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ').replace(/\s+/g, ' ')} `;

/** The reply to a message; greetings match whole words only, so "this" never reads as "hi". */
export function chatReply(message: string): string {
  const text = words(message);
  for (const rule of RULES) {
    if (rule.keywords.some((k) => text.includes(rule.wholeWords ? ` ${k} ` : k))) return rule.reply;
  }
  return CHAT_FALLBACK;
}
