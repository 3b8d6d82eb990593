import { parseSearchQuery } from './query-parser';
import { MAX_WORDS_LOOKED_UP, allowedEdits, correctTypos, editDistance } from './typo-tolerance';
import type { WordPostings } from './word-postings';

/** An index of words (sorted), each used by `uses` products. */
function postingsOf(entries: Array<[word: string, uses: number]>): WordPostings {
  const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : 1));
  const start = new Uint32Array(sorted.length + 1);
  sorted.forEach(([, uses], i) => (start[i + 1] = start[i]! + uses));
  return { words: sorted.map(([w]) => w), start, ords: new Uint32Array(start[sorted.length]!), masks: new Uint8Array(start[sorted.length]!) };
}

const words = postingsOf([['helmet', 40], ['helmets', 30], ['leather', 50], ['jacket', 20], ['helm', 2], ['vest', 10], ['best', 1]]);

describe('typo tolerance', () => {
  it('when words differ by edits, then the distance counts them, a swap of neighbours as one', () => {
    expect(editDistance('helmit', 'helmet', 2)).toBe(1);
    expect(editDistance('jakcet', 'jacket', 2)).toBe(1);
    expect(editDistance('lethr', 'leather', 2)).toBe(2);
    expect(editDistance('abc', 'xyzxyz', 1)).toBe(2);
  });

  it('when a word is short, then no edit is allowed; longer words allow one, then two', () => {
    expect([3, 4, 7, 8].map(allowedEdits)).toEqual([0, 1, 1, 2]);
  });

  it('when a bare word is unknown, then it becomes the closest known word, the more used one on a tie', () => {
    expect(correctTypos(parseSearchQuery('helmit')!, words)).toMatchObject({ kind: 'term', value: 'helmet' });
    expect(correctTypos(parseSearchQuery('lether jakcet')!, words)).toMatchObject({ kind: 'and', items: [{ value: 'leather' }, { value: 'jacket' }] });
  });

  it('when every word is known (or starts one), is short, a field value or excluded, then nothing is corrected', () => {
    expect(correctTypos(parseSearchQuery('helmet')!, words)).toBeNull();
    expect(correctTypos(parseSearchQuery('lea')!, words)).toBeNull();
    expect(correctTypos(parseSearchQuery('vst')!, words)).toBeNull();
    expect(correctTypos(parseSearchQuery('vendor:helmit')!, words)).toBeNull();
    expect(correctTypos(parseSearchQuery('-helmit')!, words)).toBeNull();
    expect(correctTypos(parseSearchQuery('zzqqxx')!, words)).toBeNull();
  });

  it('when a search holds many unknown words, then only the first few are looked up and an overlong word is left as typed', () => {
    const many = Array.from({ length: 500 }, () => 'helmit').join(' ');
    const corrected = correctTypos(parseSearchQuery(many)!, words);
    const values = JSON.stringify(corrected).match(/"value":"[^"]*"/g)!.join(' ');
    expect(values.match(/helmet/g)).toHaveLength(MAX_WORDS_LOOKED_UP);
    expect(values.match(/helmit/g)).toHaveLength(500 - MAX_WORDS_LOOKED_UP);
    expect(correctTypos(parseSearchQuery('helmitttttttttttttttttttttttt')!, words)).toBeNull();
  });
});
