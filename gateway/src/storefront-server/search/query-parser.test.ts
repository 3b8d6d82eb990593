import { parseSearchQuery } from './query-parser';

describe('Shopify search syntax parser', () => {
  it('when terms are joined, then AND is implied and binds tighter than OR', () => {
    expect(parseSearchQuery('helmet black OR vest')).toEqual({
      kind: 'or',
      items: [
        { kind: 'and', items: [expect.objectContaining({ field: null, value: 'helmet' }), expect.objectContaining({ value: 'black' })] },
        expect.objectContaining({ value: 'vest' }),
      ],
    });
  });

  it('when fields, comparators, quotes, prefixes and exists are used, then each term says so', () => {
    const tree = parseSearchQuery('product_type:"Men\'s Leather Jackets" variants.price:>=100 title:hel* vendor:* -tag:sale NOT tag_not:new');
    expect(tree).toEqual({
      kind: 'and',
      items: [
        { kind: 'term', field: 'product_type', comparator: ':', value: "Men's Leather Jackets", prefix: false, exists: false },
        { kind: 'term', field: 'variants.price', comparator: ':>=', value: '100', prefix: false, exists: false },
        { kind: 'term', field: 'title', comparator: ':', value: 'hel', prefix: true, exists: false },
        { kind: 'term', field: 'vendor', comparator: ':', value: '*', prefix: false, exists: true },
        { kind: 'not', item: expect.objectContaining({ field: 'tag', value: 'sale' }) },
        { kind: 'not', item: expect.objectContaining({ field: 'tag_not', value: 'new' }) },
      ],
    });
  });

  it('when parentheses group terms, then the grouping is kept', () => {
    expect(parseSearchQuery('(product_type:Chaps OR product_type:"Chaps & Pants") AND available_for_sale:true')).toEqual({
      kind: 'and',
      items: [
        { kind: 'or', items: [expect.objectContaining({ value: 'Chaps' }), expect.objectContaining({ value: 'Chaps & Pants' })] },
        expect.objectContaining({ field: 'available_for_sale', value: 'true' }),
      ],
    });
  });

  it('when the query cannot be parsed, then its words are searched as text instead of failing', () => {
    for (const broken of ['(helmet', 'helmet)', 'title:"open', 'OR', 'NOT', 'AND AND black']) {
      expect(() => parseSearchQuery(broken)).not.toThrow();
    }
    expect(parseSearchQuery('(leather vest')).toEqual({
      kind: 'and', items: [expect.objectContaining({ value: 'leather' }), expect.objectContaining({ value: 'vest' })],
    });
    expect(parseSearchQuery('   ')).toBeNull();
    expect(parseSearchQuery('((((')).toBeNull();
  });
});
