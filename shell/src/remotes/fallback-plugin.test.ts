import fallbackPlugin, { isFailedRemote } from './fallback-plugin';

type Hook = (args: { id: string; error: unknown; lifecycle: string }) => Promise<unknown>;

describe('fallback plugin', () => {
  const hook = fallbackPlugin().errorLoadRemote as unknown as Hook;
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('when a remote fails to load, then the runtime gets a marker module instead of an exception', async () => {
    const error = new Error('ScriptNetworkError');
    const mod = await hook({ id: 'mfe_support/App', error, lifecycle: 'onLoad' });
    expect(isFailedRemote(mod)).toBe(true);
    expect((mod as { error: unknown }).error).toBe(error);
  });

  it('when an earlier lifecycle fails, then the plugin lets it throw through to onLoad', async () => {
    expect(await hook({ id: 'mfe_support/App', error: new Error('x'), lifecycle: 'beforeRequest' })).toBeUndefined();
  });

  it('when a real module is checked, then it is not taken for a failure', () => {
    expect(isFailedRemote({ default: () => null })).toBe(false);
    expect(isFailedRemote(null)).toBe(false);
  });
});
