/**
 * Fragments know the fragments they spread; `document` adds each one once, so composed documents
 * never define a fragment twice (which GraphQL rejects) and no GraphQL parser ships to the browser.
 */
export interface Fragment {
  readonly name: string;
  readonly text: string;
  readonly deps: readonly Fragment[];
}

export const fragment = (name: string, text: string, deps: readonly Fragment[] = []): Fragment => ({ name, text, deps });

export function document(operation: string, ...fragments: Fragment[]): string {
  const included = new Map<string, Fragment>();
  const add = (f: Fragment): void => {
    if (included.has(f.name)) return;
    included.set(f.name, f);
    f.deps.forEach(add);
  };
  fragments.forEach(add);
  return [operation.trim(), ...[...included.values()].map((f) => f.text.trim())].join('\n\n');
}
