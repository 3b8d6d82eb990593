import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { REPO_ROOT } from '../config';
import { shellSharedVersions } from './shell-shared';

const versionOf = (dir: string) => (JSON.parse(readFileSync(path.join(REPO_ROOT, dir, 'package.json'), 'utf8')) as { version: string }).version;

describe('what the shell shares, as the release guard reads it', () => {
  it("when the shell's singletons are listed, then each has a version, the shop's own packages included", () => {
    const shared = shellSharedVersions(REPO_ROOT);
    for (const [name, version] of Object.entries(shared)) expect({ name, valid: semver.valid(version) !== null }).toEqual({ name, valid: true });
    // Compared by the guard only when listed: a package missing here is never checked.
    expect(shared['@tjb/ui']).toBe(versionOf('packages/ui'));
    expect(shared['@tjb/cart-bus']).toBe(versionOf('packages/cart-bus'));
    expect(shared.react).toMatch(/^19\./);
  });
});
