import { releaseProblems } from './guard-rails';
import { FIXTURE_SHELL_PROVIDES, fixtureRelease, type FixtureRelease } from './test-support/fixture-release';

const filesOf = (release: FixtureRelease) => new Map(Object.entries(release.files).map(([p, b64]) => [p, Buffer.from(b64, 'base64')]));

/** The release's manifest with `@tjb/ui` built at `version` (requiring `^version`, as a workspace build does). */
function builtAgainstUi(version: string) {
  const release = fixtureRelease('2.0.0');
  release.manifest.shared['@tjb/ui'] = { version, requiredVersion: `^${version}` };
  return { manifest: release.manifest, files: filesOf(release) };
}
const shell = (ui: string) => ({ ...FIXTURE_SHELL_PROVIDES, singletons: { ...FIXTURE_SHELL_PROVIDES.singletons, '@tjb/ui': ui } });
const sharedProblems = (built: string, provided: string) => {
  const { manifest, files } = builtAgainstUi(built);
  return releaseProblems('catalog', manifest, files, shell(provided)).filter((p) => p.startsWith('shared singleton'));
};

describe('the shared-singleton rule', () => {
  it('lets a remote built against the shell’s version of a shared package go live', () => {
    expect(sharedProblems('1.4.0', '1.4.0')).toEqual([]);
  });

  it('lets a remote built against an older minor run on a newer shell', () => {
    expect(sharedProblems('1.2.0', '1.4.0')).toEqual([]);
  });

  it('holds back a remote built against a newer minor (an export the live shell lacks) until such a shell is live', () => {
    expect(sharedProblems('1.5.0', '1.4.0')).toEqual(['shared singleton @tjb/ui requires ^1.5.0, but the shell provides 1.4.0: release a shell built with it first']);
  });

  it('refuses another major line, and before 1.0 another minor line', () => {
    expect(sharedProblems('2.0.0', '1.4.0')).toEqual(['shared singleton @tjb/ui 2.0.0 is outside ^1.0.0, the range the shell provides']);
    expect(sharedProblems('0.3.1', '0.4.0')).toEqual(['shared singleton @tjb/ui 0.3.1 is outside ~0.4.0, the range the shell provides']);
  });
});

describe('the federation runtime rule', () => {
  const runtimeProblems = (built: string | undefined, provided: string) => {
    const release = fixtureRelease('2.0.0', { federationRuntime: built });
    if (built === undefined) delete release.manifest.federationRuntime;
    return releaseProblems('catalog', release.manifest, filesOf(release), { ...FIXTURE_SHELL_PROVIDES, federationRuntime: provided });
  };

  it("lets a remote built for the shell's runtime, or another patch of its minor line, go live", () => {
    expect(runtimeProblems('2.9.2', '2.9.2')).toEqual([]);
    expect(runtimeProblems('2.9.0', '2.9.2')).toEqual([]);
    expect(runtimeProblems('2.9.4', '2.9.2')).toEqual([]);
  });

  it("holds back a remote built for another minor line of the runtime, whose entry would run on the shell's", () => {
    expect(runtimeProblems('2.10.0', '2.9.2')).toEqual([
      "federation runtime 2.10.0 is outside ~2.9.0, the line of the shell's runtime (2.9.2) that the remote's entry runs on: build it with the shell's @module-federation version, or release a shell built with 2.10.0 first",
    ]);
    expect(runtimeProblems('2.8.1', '2.9.2')).toHaveLength(1);
    expect(runtimeProblems('not a version', '2.9.2')).toHaveLength(1);
  });

  it('holds back a manifest that does not say which runtime its build was made for', () => {
    expect(runtimeProblems(undefined, '2.9.2')).toEqual([
      'the manifest does not say which federation runtime the build was made for (federationRuntime); the shell runs 2.9.2',
    ]);
  });
});
