import { loadConfig } from '../config';
import { createTokenCheck, parseReleaseTokens } from './tokens';

describe('release tokens', () => {
  it('when RELEASE_TOKENS is malformed or a token is short, then start-up stops naming the variable', () => {
    expect(() => loadConfig({ RELEASE_TOKENS: 'mfe-catalog' })).toThrow(/RELEASE_TOKENS: must look like mfe-<name>:<token of 16\+ characters>/);
    expect(() => loadConfig({ RELEASE_TOKENS: 'mfe-catalog:short' })).toThrow(/RELEASE_TOKENS/);
    expect(loadConfig({ RELEASE_TOKENS: 'mfe-catalog:aaaaaaaaaaaaaaaa, mfe-support:bbbbbbbbbbbbbbbb' }).RELEASE_TOKENS).toBeDefined();
  });

  it('when a token is presented, then only an exact match names its remote, and the log fingerprint never holds the token', () => {
    const check = createTokenCheck(parseReleaseTokens('mfe-catalog:aaaaaaaaaaaaaaaa,mfe-support:bbbbbbbbbbbbbbbb,mfe-catalog:cccccccccccccccc'));
    expect(check('aaaaaaaaaaaaaaaa')).toEqual({ remote: 'mfe-catalog', fingerprint: expect.stringMatching(/^mfe-catalog#[0-9a-f]{12}$/) });
    expect(check('cccccccccccccccc')?.remote).toBe('mfe-catalog');
    expect(check('bbbbbbbbbbbbbbbb')?.remote).toBe('mfe-support');
    expect(check('aaaaaaaaaaaaaaa')).toBeNull();
    expect(check('aaaaaaaaaaaaaaaaa')).toBeNull();
    expect(check(undefined)).toBeNull();
    expect(check('aaaaaaaaaaaaaaaa')!.fingerprint).not.toContain('aaaa');
  });

  it('when RELEASE_KEEP is unset, then five releases are kept besides the pinned ones; a bad value stops start-up naming it', () => {
    expect(loadConfig({}).RELEASE_KEEP).toBe(5);
    expect(loadConfig({ RELEASE_KEEP: '12' }).RELEASE_KEEP).toBe(12);
    expect(() => loadConfig({ RELEASE_KEEP: '-1' })).toThrow(/RELEASE_KEEP/);
    expect(() => loadConfig({ RELEASE_KEEP: 'many' })).toThrow(/RELEASE_KEEP/);
  });
});
