/**
 * Shopify's search syntax (https://shopify.dev/docs/api/usage/search-syntax): terms joined by AND
 * or OR (AND implied), NOT or a leading `-`, parentheses, quoted values, `field:value` with the
 * comparators `:` `:<` `:>` `:<=` `:>=`, a trailing `*` for prefix match and `field:*` for "has a
 * value". Connectives are upper case, as Shopify documents them; values match case-insensitively.
 * One parser serves products, search and predictiveSearch. It never throws: a query it cannot
 * parse is searched as plain text.
 */
export type Comparator = ':' | ':<' | ':>' | ':<=' | ':>=';

export type SearchNode =
  | { kind: 'and'; items: SearchNode[] }
  | { kind: 'or'; items: SearchNode[] }
  | { kind: 'not'; item: SearchNode }
  | {
      kind: 'term';
      /** Lower-case field name, or null for a bare term. */
      field: string | null;
      comparator: Comparator;
      value: string;
      /** `value*`: match words starting with value. */
      prefix: boolean;
      /** `field:*`: the field has any value. */
      exists: boolean;
    };

type Token = { type: 'open' | 'close' | 'and' | 'or' | 'not' } | { type: 'word'; text: string; quoted: boolean };

class SearchSyntaxError extends Error {}

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < query.length) {
    const ch = query[i] as string;
    if (/\s/.test(ch)) {
      i += 1;
    } else if (ch === '(' || ch === ')') {
      tokens.push({ type: ch === '(' ? 'open' : 'close' });
      i += 1;
    } else if (ch === '-' && i + 1 < query.length && !/[\s)]/.test(query[i + 1] as string)) {
      tokens.push({ type: 'not' });
      i += 1;
    } else {
      let text = '';
      let quoted = false;
      while (i < query.length && !/[\s()]/.test(query[i] as string)) {
        if (query[i] === '"') {
          const close = query.indexOf('"', i + 1);
          if (close < 0) throw new SearchSyntaxError('unclosed quote');
          text += query.slice(i, close + 1);
          quoted = true;
          i = close + 1;
        } else {
          text += query[i];
          i += 1;
        }
      }
      if (!quoted && (text === 'AND' || text === 'OR' || text === 'NOT')) tokens.push({ type: text.toLowerCase() as 'and' | 'or' | 'not' });
      else tokens.push({ type: 'word', text, quoted });
    }
  }
  return tokens;
}

const FIELD_TERM = /^([A-Za-z_][\w.]*):(<=|>=|<|>)?([\s\S]*)$/;

function termOf(text: string): SearchNode {
  const match = FIELD_TERM.exec(text);
  const field = match ? (match[1] as string).toLowerCase() : null;
  const comparator = (match ? `:${match[2] ?? ''}` : ':') as Comparator;
  let value = match ? (match[3] as string) : text;
  const quoted = value.length >= 2 && value.startsWith('"') && value.endsWith('"');
  if (quoted) value = value.slice(1, -1);
  const exists = field !== null && !quoted && value === '*';
  const prefix = !quoted && !exists && value.endsWith('*');
  if (prefix) value = value.replace(/\*+$/, '');
  return { kind: 'term', field, comparator, value, prefix, exists };
}

function parseTokens(tokens: Token[]): SearchNode | null {
  let pos = 0;
  const peek = () => tokens[pos];

  const parseOr = (): SearchNode => {
    const items = [parseAnd()];
    while (peek()?.type === 'or') {
      pos += 1;
      items.push(parseAnd());
    }
    return items.length === 1 ? (items[0] as SearchNode) : { kind: 'or', items };
  };
  const parseAnd = (): SearchNode => {
    const items = [parseUnary()];
    for (;;) {
      const next = peek();
      if (!next || next.type === 'or' || next.type === 'close') break;
      if (next.type === 'and') pos += 1;
      items.push(parseUnary());
    }
    return items.length === 1 ? (items[0] as SearchNode) : { kind: 'and', items };
  };
  const parseUnary = (): SearchNode => {
    const token = peek();
    if (!token) throw new SearchSyntaxError('unexpected end of query');
    pos += 1;
    if (token.type === 'not') return { kind: 'not', item: parseUnary() };
    if (token.type === 'open') {
      const inner = parseOr();
      if (peek()?.type !== 'close') throw new SearchSyntaxError('missing )');
      pos += 1;
      return inner;
    }
    if (token.type === 'word') return termOf(token.text);
    throw new SearchSyntaxError(`unexpected ${token.type}`);
  };

  if (tokens.length === 0) return null;
  const tree = parseOr();
  if (pos < tokens.length) throw new SearchSyntaxError('unexpected )');
  return tree;
}

/** Plain-text reading of a query the grammar rejects: its words, all required. */
function asText(query: string): SearchNode | null {
  const words = query.split(/[^\p{L}\p{N}'*-]+/u).map((w) => w.replace(/^[-*]+/, '')).filter(Boolean);
  const items = words.map(termOf);
  if (items.length === 0) return null;
  return items.length === 1 ? (items[0] as SearchNode) : { kind: 'and', items };
}

/** Parses a search query; null means "match everything". */
export function parseSearchQuery(query: string | null | undefined): SearchNode | null {
  if (!query || !query.trim()) return null;
  try {
    return parseTokens(tokenize(query.slice(0, 5000)));
  } catch (err) {
    if (err instanceof SearchSyntaxError) return asText(query.slice(0, 5000));
    throw err;
  }
}
