import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { MAX_QUERY_ALIASES, MAX_QUERY_DEPTH, MAX_QUERY_LENGTH, MAX_QUERY_TOKENS } from '../storefront-server/document-limits';

/**
 * What the proxy refuses before forwarding, whichever the upstream: the embedded server would refuse
 * the same, and a real store need not be sent a document meant to hurt. Cost needs the schema and
 * the upstream's own rules, so the upstream measures that.
 */
export interface Refusal {
  message: string;
  code: 'MAX_QUERY_LENGTH_EXCEEDED' | 'MAX_TOKENS_EXCEEDED' | 'MAX_DEPTH_EXCEEDED' | 'MAX_ALIASES_EXCEEDED';
}

export { MAX_QUERY_LENGTH, MAX_QUERY_TOKENS };

/**
 * Depth (fields, fragments flattened) and aliases of every operation, the larger of each. A fragment
 * is measured once and its figures reused; a fragment met again while it is being measured (a cycle,
 * which validation refuses anyway) counts as nothing, so no document can make this loop.
 */
export function documentShape(document: DocumentNode): { depth: number; aliases: number } {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const measured = new Map<string, { depth: number; aliases: number } | 'measuring'>();

  const measure = (set: SelectionSetNode | undefined): { depth: number; aliases: number } => {
    let depth = 0;
    let aliases = 0;
    for (const s of set?.selections ?? []) {
      let inner: { depth: number; aliases: number };
      if (s.kind === Kind.FIELD) {
        const child = measure(s.selectionSet);
        inner = { depth: child.depth + 1, aliases: child.aliases + (s.alias ? 1 : 0) };
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        inner = measure(s.selectionSet);
      } else {
        const known = measured.get(s.name.value);
        if (known === 'measuring') continue;
        if (known) inner = known;
        else {
          measured.set(s.name.value, 'measuring');
          inner = measure(fragments.get(s.name.value)?.selectionSet);
          measured.set(s.name.value, inner);
        }
      }
      depth = Math.max(depth, inner.depth);
      aliases += inner.aliases;
    }
    return { depth, aliases };
  };

  let depth = 0;
  let aliases = 0;
  for (const d of document.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue;
    const shape = measure(d.selectionSet);
    depth = Math.max(depth, shape.depth);
    aliases = Math.max(aliases, shape.aliases);
  }
  return { depth, aliases };
}

/** Why this document is refused, or null; `document` is null when it did not parse (the upstream says why). */
export function refusalFor(query: string, document: DocumentNode | null, tokensExceeded: boolean): Refusal | null {
  if (query.length > MAX_QUERY_LENGTH) return { code: 'MAX_QUERY_LENGTH_EXCEEDED', message: `Query is too large (${query.length} characters, at most ${MAX_QUERY_LENGTH}).` };
  if (tokensExceeded) return { code: 'MAX_TOKENS_EXCEEDED', message: `Query has more than ${MAX_QUERY_TOKENS} tokens.` };
  if (!document) return null;
  const shape = documentShape(document);
  if (shape.depth > MAX_QUERY_DEPTH) return { code: 'MAX_DEPTH_EXCEEDED', message: `Query depth limit of ${MAX_QUERY_DEPTH} exceeded, found ${shape.depth}.` };
  if (shape.aliases > MAX_QUERY_ALIASES) return { code: 'MAX_ALIASES_EXCEEDED', message: `Aliases limit of ${MAX_QUERY_ALIASES} exceeded, found ${shape.aliases}.` };
  return null;
}
