import { filterFaq, filterFromParams, splitMatches } from './faq-filter';
import { FAQ_CATEGORIES, FAQ_ITEMS } from './faq-items';
import { faqJsonLd } from './faq-json-ld';

describe('FAQ data and filter', () => {
  it('when the FAQ is listed, then it holds 20 items with unique ids across the five categories', () => {
    expect(FAQ_ITEMS).toHaveLength(20);
    expect(new Set(FAQ_ITEMS.map((f) => f.id)).size).toBe(20);
    expect(new Set(FAQ_ITEMS.map((f) => f.category))).toEqual(new Set(FAQ_CATEGORIES));
  });

  it('when the answers state shop rules, then they use the settled figures ($99 free shipping, 3-5 days production)', () => {
    const all = FAQ_ITEMS.map((f) => f.answer).join(' ');
    expect(all).toContain('$99 or more');
    expect(all).toContain('3-5 business days before it ships');
    expect(all).not.toMatch(/\$75|7-10/);
  });

  it('when searching, then the match is case-insensitive over question and answer', () => {
    expect(filterFaq(FAQ_ITEMS, { query: 'PAYPAL', category: null }).map((f) => f.id)).toEqual(['payment-methods']);
    expect(filterFaq(FAQ_ITEMS, { query: 'track my', category: null }).map((f) => f.id)).toEqual(['track-order']);
  });

  it('when a category is chosen, then only its items show, and the search narrows within it', () => {
    expect(filterFaq(FAQ_ITEMS, { query: '', category: 'returns' }).every((f) => f.category === 'returns')).toBe(true);
    expect(filterFaq(FAQ_ITEMS, { query: 'refund', category: 'orders' })).toEqual([]);
  });

  it('when the search is blank or spaces, then everything shows', () => {
    expect(filterFaq(FAQ_ITEMS, { query: '   ', category: null })).toHaveLength(20);
  });

  it('when the URL holds q and category, then they become the filter; an unknown category is ignored', () => {
    expect(filterFromParams(new URLSearchParams('q=leather&category=products'))).toEqual({ query: 'leather', category: 'products' });
    expect(filterFromParams(new URLSearchParams('category=spam'))).toEqual({ query: '', category: null });
  });

  it('when text is split for highlighting, then every case of the match is marked and regex characters are literal', () => {
    expect(splitMatches('Leather and leather', 'LEATHER')).toEqual([
      { text: 'Leather', match: true },
      { text: ' and ', match: false },
      { text: 'leather', match: true },
    ]);
    expect(splitMatches('Is it $99 (or more)?', '(or')).toEqual([
      { text: 'Is it $99 ', match: false },
      { text: '(or', match: true },
      { text: ' more)?', match: false },
    ]);
  });

  it('when the JSON-LD is built, then it is a FAQPage of all 20 questions and cannot close its script tag', () => {
    const json = faqJsonLd([...FAQ_ITEMS, { id: 'x', category: 'orders', question: 'Q', answer: '</script><b>' }]);
    expect(json).not.toContain('</script>');
    const data = JSON.parse(json);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(21);
    expect(data.mainEntity[0]).toEqual({ '@type': 'Question', name: FAQ_ITEMS[0]!.question, acceptedAnswer: { '@type': 'Answer', text: FAQ_ITEMS[0]!.answer } });
  });
});
