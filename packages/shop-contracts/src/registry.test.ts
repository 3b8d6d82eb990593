import { parseRegistry } from './registry';

const entry = { key: 'catalog', scope: 'mfe_catalog', entry: '/remotes/mfe-catalog/remoteEntry.js' };

describe('parseRegistry', () => {
  it('when the registry is well formed, then it comes back with unknown fields dropped', () => {
    expect(parseRegistry({ remotes: [{ ...entry, version: '1.2.0', extra: true }], more: 1 })).toEqual({
      remotes: [{ ...entry, version: '1.2.0' }],
    });
  });

  it.each([
    ['an unknown remote', { remotes: [{ ...entry, key: 'payments' }] }, 'remotes.0.key'],
    ['a scope that is not an identifier', { remotes: [{ ...entry, scope: 'mfe-catalog' }] }, 'remotes.0.scope'],
    ['an empty entry', { remotes: [{ ...entry, entry: '' }] }, 'remotes.0.entry'],
    ['no list', { remotes: 'all' }, 'remotes'],
  ])('when the registry has %s, then the error names the field', (_, input, field) => {
    expect(() => parseRegistry(input)).toThrow(new RegExp(`^Invalid remote registry at ${field.replace(/\./g, '\\.')}: \\S`));
  });

  it('when the registry is not an object, then the error says so at the root', () => {
    expect(() => parseRegistry(null)).toThrow(/^Invalid remote registry at \(root\): /);
  });
});
