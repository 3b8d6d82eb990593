import { BLOG_ARTICLES, readTimeOf } from './blog-articles';

const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `word${i}`).join(' ')}</p>`;

describe('blog reading times', () => {
  it.each([
    [10, 1],
    [299, 1],
    [301, 2],
    [1000, 5],
    [1500, 8],
  ])('when an article has %d words, then it reads in %d min', (n, minutes) => {
    expect(readTimeOf(words(n))).toBe(minutes);
  });

  it('when an article has markup, then only its words count', () => {
    expect(readTimeOf(`<h3 class="a-very-long-attribute-value">Title</h3>${words(398)}<ul><li>one</li></ul>`)).toBe(2);
  });

  it('when the built-in articles are served, then each one\'s reading time is computed from its own text', () => {
    for (const article of BLOG_ARTICLES) expect({ id: article.id, readTime: article.readTime }).toEqual({ id: article.id, readTime: readTimeOf(article.content) });
  });
});
