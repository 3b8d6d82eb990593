/**
 * The remotes list (packages/mf-config/src/remotes.json) is the one place a remote is named: every
 * other list of remotes (lint boundaries, jest roots, the registry, env overrides, routes, e2e tags,
 * release scripts, the dev script, each remote's build) is computed from it. Two checks keep it so:
 * a placeholder remote scaffolded and added to the list shows up in every derived list, and no file
 * outside the list, the remotes' own folders, docs and tests names two remotes (a hand-kept list).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const LIST_FILE = path.join(ROOT, 'packages', 'mf-config', 'src', 'remotes.json');
const list = JSON.parse(readFileSync(LIST_FILE, 'utf8')) as Record<string, { dir: string; scope: string }>;

const PLACEHOLDER = {
  dir: 'mfe-placeholder',
  scope: 'mfe_placeholder',
  devPort: 3999,
  exposes: { './App': './src/exposed/app.tsx' },
  routes: ['/placeholder-page'],
};

describe('a remote added to the remotes list', () => {
  let scaffold: string;
  let dir: string;

  beforeAll(() => {
    // Inside the workspace (beside a real remote, whose node_modules the build config resolves from).
    scaffold = mkdtempSync(path.join(ROOT, 'mfe-support', '.scaffold-'));
    dir = path.join(scaffold, PLACEHOLDER.dir);
    mkdirSync(path.join(dir, 'src', 'exposed'), { recursive: true });
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'mfe-support', 'package.json'), 'utf8'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...pkg, name: PLACEHOLDER.dir }));
    writeFileSync(path.join(dir, 'src', 'exposed', 'app.tsx'), 'export default function App() { return null; }\n');
    cpSync(path.join(ROOT, 'mfe-support', 'webpack.config.cjs'), path.join(dir, 'webpack.config.cjs'));
    jest.doMock(LIST_FILE, () => ({ ...list, placeholder: PLACEHOLDER }));
  });
  afterAll(() => {
    jest.dontMock(LIST_FILE);
    rmSync(scaffold, { recursive: true, force: true });
  });

  it('is in the app folders of lint and dev, in the jest roots and in the release scripts', () => {
    jest.isolateModules(() => {
      const { appDirs, remotes } = require('../packages/mf-config/remote-list.cjs');
      expect(appDirs).toContain(PLACEHOLDER.dir);
      expect(remotes.map((r: { dir: string }) => r.dir)).toContain(PLACEHOLDER.dir);
      const jestConfig = require('../jest.config.cjs');
      const web = jestConfig.projects.find((p: { displayName: string }) => p.displayName === 'web');
      expect(web.roots).toContain(`<rootDir>/${PLACEHOLDER.dir}`);
    });
    // The ES-module readers of the list (not loadable here): each takes its remotes from remote-list.cjs.
    for (const file of ['eslint.config.mjs', 'scripts/dev.mjs', 'scripts/release/build-release.mjs', 'e2e/scripts/start-gateway.mjs']) {
      expect([file, readFileSync(path.join(ROOT, file), 'utf8').includes('mf-config/remote-list.cjs')]).toEqual([file, true]);
    }
  });

  it('owns its routes, gets a registry entry, an env override and an e2e tag', async () => {
    await jest.isolateModulesAsync(async () => {
      const mf = await import('@tjb/mf-config');
      expect(mf.REMOTE_KEYS).toContain('placeholder');
      const { remoteForPath } = await import('@tjb/shop-contracts');
      expect(remoteForPath('/placeholder-page')).toBe('placeholder');
      expect(mf.defaultRegistryConfig().remotes).toMatchObject({ placeholder: '/remotes/mfe-placeholder/remoteEntry.js' });

      const { loadConfig } = await import('../gateway/src/config');
      expect(loadConfig({ REMOTE_PLACEHOLDER_URL: 'https://cdn.test/placeholder/remoteEntry.js' }).remoteOverrides).toEqual({
        placeholder: 'https://cdn.test/placeholder/remoteEntry.js',
      });
      const { createRegistrySource } = await import('../gateway/src/web/registry');
      const registry = await createRegistrySource({ overrides: {} }).current();
      expect(registry.remotes).toContainEqual({ key: 'placeholder', scope: 'mfe_placeholder', entry: '/remotes/mfe-placeholder/remoteEntry.js' });

      const { REMOTE_TAGS } = await import('../e2e/fixtures/tags');
      expect(REMOTE_TAGS).toContain('@placeholder');
    });
  });

  it('builds from its folder alone: federation name, exposes, port and the standalone frame', () => {
    jest.isolateModules(() => {
      const makeConfig = require(path.join(dir, 'webpack.config.cjs'));
      const [browser] = makeConfig({}, { mode: 'development' });
      const federation = browser.plugins.find((p: { constructor: { name: string } }) => p.constructor.name === 'ModuleFederationPlugin');
      expect(federation._options).toMatchObject({ name: 'mfe_placeholder', exposes: PLACEHOLDER.exposes });
      expect(browser.devServer.port).toBe(3999);
      expect(browser.entry.main).toBe(path.join(ROOT, 'packages', 'ui', 'src', 'standalone', 'entry.ts'));
      expect(browser.resolve.alias['@standalone/app$']).toBe(path.join(dir, 'src', 'exposed', 'app.tsx'));
    });
  });
});

describe('the remotes list', () => {
  const remotes = Object.entries(list).map(([key, r]) => ({ key, ...r }));
  const envVar = (key: string) => `REMOTE_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_URL`;
  const word = (name: string) => new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`);
  const namesOf = (r: (typeof remotes)[number]) => [r.dir, r.scope, envVar(r.key), `'${r.key}'`, `"${r.key}"`].map(word);

  /** Files that may name several remotes, and why adding a remote never needs them changed. */
  const MAY_NAME_SEVERAL: Record<string, string> = {
    'bench/src/measures/bytes/on-demand.ts': 'names lazy imports by their files (inside remotes), declared when a remote adds one',
  };
  const outside = (file: string) =>
    !/\.md$|\.test\.tsx?$|(^|\/)test-support\/|^e2e\/tests\/|^bench\/results\/|pnpm-lock\.yaml$|\.graphql$|\/generated\//.test(file) &&
    file !== 'packages/mf-config/src/remotes.json' &&
    !(file in MAY_NAME_SEVERAL) &&
    !remotes.some((r) => file.startsWith(`${r.dir}/`));

  it('is the only list: no source file outside it and the remotes names two remotes', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => f && outside(f) && existsSync(path.join(ROOT, f)));
    expect(files.length).toBeGreaterThan(100);
    const lists = files.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      const named = remotes.filter((r) => namesOf(r).some((re) => re.test(text))).map((r) => r.key);
      return named.length > 1 ? [`${file}: ${named.join(', ')}`] : [];
    });
    expect(lists).toEqual([]);
  });

  it('catches a hand-kept list', () => {
    const text = "const apps = ['shell', 'mfe-catalog', 'mfe-support'];";
    expect(remotes.filter((r) => namesOf(r).some((re) => re.test(text))).map((r) => r.key)).toEqual(['catalog', 'support']);
  });
});
