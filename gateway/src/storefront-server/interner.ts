/**
 * Small ids for strings, in the order first met: the catalogue's indexes (search words, facet values)
 * keep numbers per product and the strings once.
 */
export class Interner {
  readonly values: string[] = [];

  private readonly ids = new Map<string, number>();

  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(value, id);
      this.values.push(value);
    }
    return id;
  }
}
