import { ModuleFederation, resetFederationGlobalInfo, satisfy } from '@module-federation/runtime-core';
import singletonResolver, { quickSatisfies } from './singleton-resolver';

const lib = (tag: string) => () => ({ tag });

/** A federation instance that provides `lib` at `version` and consumes it with `requiredVersion`. */
function instanceWith(name: string, version: string, requiredVersion: string, plugins = [singletonResolver()]) {
  return new ModuleFederation({
    name,
    remotes: [],
    plugins,
    shared: { lib: { version, lib: lib(name), shareConfig: { singleton: true, requiredVersion, strictVersion: false } } },
  });
}

describe('singleton resolver', () => {
  beforeEach(() => {
    resetFederationGlobalInfo();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['19.3.1', '19.3.1'], ['19.3.2', '19.3.1'], ['1.4.0', '^1.4.0'], ['1.9.2', '^1.4.0'], ['2.0.0', '^1.4.0'],
    ['1.3.9', '^1.4.0'], ['0.2.5', '^0.2.3'], ['0.3.0', '^0.2.3'], ['0.2.2', '^0.2.3'], ['0.0.3', '^0.0.3'],
    ['0.0.4', '^0.0.3'], ['10.0.0', '^9.0.0'], ['1.10.0', '^1.9.0'],
  ])('when %s is checked against %s, then it decides as the runtime semver does', (version, range) => {
    expect(quickSatisfies(version, range)).toBe(satisfy(version, range));
  });

  it('when a range is of another form, then it leaves the decision to the runtime parser', () => {
    expect(quickSatisfies('1.2.3', '>=1.0.0 <2.0.0')).toBeNull();
    expect(quickSatisfies('1.2.3-beta.1', '^1.2.0')).toBeNull();
    expect(quickSatisfies('1.2.3', '~1.2.0')).toBeNull();
  });

  it('when the consumer range admits the singleton, then it gets the very module the first app registered', async () => {
    const host = instanceWith('host', '1.2.3', '^1.0.0');
    const factory = await host.loadShare<{ tag: string }>('lib');
    expect(factory ? factory()?.tag : null).toBe('host');
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('when a singleton admits the range, then the shared entry is handed out without the runtime resolver', () => {
    const shared = { version: '1.2.3' };
    const runtimeResolver = jest.fn();
    const args = {
      shareScopeMap: { default: { lib: { '1.2.3': shared } } },
      scope: 'default',
      pkgName: 'lib',
      version: '1.2.3',
      shareInfo: { shareConfig: { singleton: true, requiredVersion: '^1.0.0' } },
      resolver: runtimeResolver,
    };
    const resolveShare = singletonResolver().resolveShare as unknown as (a: typeof args) => typeof args;
    expect(resolveShare(args).resolver()).toEqual({ shared, useTreesShaking: false });
    expect(runtimeResolver).not.toHaveBeenCalled();
    // Outside the range, the runtime's resolver stays, to warn as it does.
    expect(resolveShare({ ...args, version: '2.0.0' }).resolver).toBe(runtimeResolver);
  });

  it('when the shell registers it, then a remote instance made later has it too', async () => {
    const host = instanceWith('host', '1.2.3', '^1.0.0');
    await host.loadShare('lib');
    // The remote names no plugin of its own: the shell's instance registered the resolver for every instance.
    const remote = instanceWith('remote', '1.2.3', '^1.2.0', []);
    expect(remote.options.plugins.map((p) => p.name)).toContain('tjb-singleton-resolver');
  });

  it("when instances are made and initialised again, as a page's remotes do, then it is registered once and the runtime warns of nothing", async () => {
    const host = instanceWith('host', '1.2.3', '^1.0.0');
    host.initOptions({ name: 'host', remotes: [] });
    const remote = instanceWith('remote', '1.2.3', '^1.2.0', []);
    remote.initOptions({ name: 'remote', remotes: [] });
    await remote.loadShare('lib');
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('when the singleton is outside the consumer range, then the runtime resolver still warns about it', async () => {
    const host = instanceWith('host', '2.0.0', '^1.0.0');
    const factory = await host.loadShare<{ tag: string }>('lib');
    expect(factory ? factory()?.tag : null).toBe('host');
    expect(console.warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('does not satisfy the requirement'));
  });
});
