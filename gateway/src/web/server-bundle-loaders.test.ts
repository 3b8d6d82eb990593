import { boundedBundleLoaders } from './server-render';

describe('boundedBundleLoaders', () => {
  it('when more bundles are used than it keeps, then the least recently used is forgotten and loaded afresh when asked again', async () => {
    const made: string[] = [];
    const forgotten: string[] = [];
    const load = boundedBundleLoaders<string>(
      2,
      (file) => {
        made.push(file);
        return async () => `bundle ${file}`;
      },
      (file) => void forgotten.push(file),
    );
    expect(await load('a')).toBe('bundle a');
    await load('b');
    await load('a'); // a is now the most recent
    await load('c'); // b goes
    expect(forgotten).toEqual(['b']);
    await load('b'); // a goes
    expect(forgotten).toEqual(['b', 'a']);
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });
});
