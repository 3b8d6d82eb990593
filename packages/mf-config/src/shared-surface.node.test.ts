import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { entryOfShareKey, surfaceChangeProblems, surfacesOf, type RecordedSurfaces } from './shared-surface';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const PACKAGES = path.join(ROOT, 'packages');
const UPDATE = process.env.UPDATE_SHARED_SURFACE === '1';

// The webpack side is CommonJS without types.
const { SINGLETONS } = require('../webpack/shared.cjs') as { SINGLETONS: string[] };
const ours = SINGLETONS.filter((key) => key.startsWith('@tjb/')).map((key) => ({ key, ...entryOfShareKey(key, PACKAGES) }));
const packages = [...new Set(ours.map((o) => o.packageName))];

describe('the shared workspace packages', () => {
  it('are among the singletons (the cart bus and the UI kit)', () => {
    expect(packages).toEqual(expect.arrayContaining(['@tjb/ui', '@tjb/cart-bus']));
  });

  it.each(packages)('%s: its shared surface is the one recorded with its version', (packageName) => {
    const entries = ours.filter((o) => o.packageName === packageName);
    const { packageDir } = entries[0]!;
    const version = (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
    const surfaces = surfacesOf(entries.map((e) => e.file), path.join(packageDir, 'tsconfig.json'));
    const now = Object.fromEntries(entries.map((e, i) => [e.subpath, surfaces[i]!]));
    expect(Object.keys(now['.'] ?? now[entries[0]!.subpath]!).length).toBeGreaterThan(3);

    const file = path.join(packageDir, 'shared-surface.json');
    const recorded = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RecordedSurfaces) : undefined;
    const problems = surfaceChangeProblems(packageName, recorded, version, now);
    const onlyUnrecorded = problems.length === 1 && / is not recorded in its shared-surface\.json| has no recorded shared surface/.test(problems[0]!);
    if (UPDATE && onlyUnrecorded) {
      writeFileSync(file, `${JSON.stringify({ version, entries: now } satisfies RecordedSurfaces, null, 2)}\n`);
      return;
    }
    // After a version bump: UPDATE_SHARED_SURFACE=1 pnpm exec jest packages/mf-config/src/shared-surface
    expect(problems).toEqual([]);
  });
});

describe('surfaceChangeProblems', () => {
  const recorded: RecordedSurfaces = { version: '1.2.0', entries: { '.': { Button: '(props: P) => Element', v: '(name: string) => string' } } };

  it('accepts the recorded surface at the recorded version', () => {
    expect(surfaceChangeProblems('@tjb/ui', recorded, '1.2.0', recorded.entries)).toEqual([]);
  });

  it('asks for a minor version when an export is added or its type changes', () => {
    const added = { '.': { ...recorded.entries['.'], Icon: '(props: I) => Element' } };
    expect(surfaceChangeProblems('@tjb/ui', recorded, '1.2.0', added)).toEqual(['@tjb/ui changed . Icon (new): that needs at least version 1.3.0 (it is 1.2.0)']);
    expect(surfaceChangeProblems('@tjb/ui', recorded, '1.2.1', added)).toEqual(['@tjb/ui changed . Icon (new): that needs at least version 1.3.0 (it is 1.2.1)']);
    const retyped = { '.': { ...recorded.entries['.'], v: '(name: string, fallback?: string) => string' } };
    expect(surfaceChangeProblems('@tjb/ui', recorded, '1.2.0', retyped)).toEqual(['@tjb/ui changed . v: that needs at least version 1.3.0 (it is 1.2.0)']);
    expect(surfaceChangeProblems('@tjb/ui', recorded, '1.3.0', retyped)).toEqual(['@tjb/ui 1.3.0 is not recorded in its shared-surface.json (it records 1.2.0)']);
  });

  it('asks for a major version when an export is gone', () => {
    const without = { '.': { Button: recorded.entries['.']!.Button! } };
    expect(surfaceChangeProblems('@tjb/ui', recorded, '1.3.0', without)).toEqual(['@tjb/ui no longer exports . v: that needs a major version above 1.2.0 (it is 1.3.0)']);
    expect(surfaceChangeProblems('@tjb/ui', recorded, '2.0.0', without)).toEqual(['@tjb/ui 2.0.0 is not recorded in its shared-surface.json (it records 1.2.0)']);
  });

  it('asks for the record when the version moved alone, and for one where there is none', () => {
    expect(surfaceChangeProblems('@tjb/ui', recorded, '1.2.1', recorded.entries)).toEqual(['@tjb/ui 1.2.1 is not recorded in its shared-surface.json (it records 1.2.0)']);
    expect(surfaceChangeProblems('@tjb/ui', undefined, '1.0.0', recorded.entries)).toEqual(['@tjb/ui has no recorded shared surface']);
  });
});
