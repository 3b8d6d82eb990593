/**
 * One article of `GET /api/blog/featured`, the home page's four (spec 000 §2.4, §3). The gateway
 * serves them from data; the catalogue's home page shows them.
 */
export interface BlogArticle {
  id: string;
  title: string;
  excerpt: string;
  /** The article's picture, a URL on the gateway. */
  image: string;
  /** Minutes, at about 200 words a minute. */
  readTime: number;
  /** ISO 8601. */
  publishedAt: string;
  /** The article as HTML. */
  content: string;
}
