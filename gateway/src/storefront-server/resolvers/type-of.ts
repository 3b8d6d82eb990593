/** GraphQL type of a value in an interface or union position: its `__typename`, else its gid kind. */
export function typeOf(value: unknown): string | undefined {
  if (value && typeof value === 'object') {
    const named = (value as { __typename?: unknown }).__typename;
    if (typeof named === 'string') return named;
    const id = (value as { id?: unknown }).id;
    if (typeof id === 'string') {
      const kind = /^gid:\/\/shopify\/([A-Za-z]+)\//.exec(id)?.[1];
      return kind === 'ProductImage' || kind === 'CollectionImage' ? 'Image' : kind;
    }
  }
  return undefined;
}

/** An absolute URL for a catalogue path, on the origin the client used. */
export const absolute = (origin: string, url: string): string => (url.startsWith('/') ? `${origin}${url}` : url);
