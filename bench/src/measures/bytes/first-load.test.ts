import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BuildReader, type BuildStats } from './analyze';
import { analyzeFirstLoad, staticNeeds } from './first-load';
import { scriptsNamedInHtml } from './html-scripts';

/** A made-up pair of builds on disk: the shell and mfe-catalog, with stats and files. */
function fakeBuilds(): { root: string; reader: BuildReader } {
  const root = mkdtempSync(path.join(tmpdir(), 'tjb-first-load-'));
  const write = (app: string, stats: Omit<BuildStats, 'app'>) => {
    mkdirSync(path.join(root, app, 'dist', 'static'), { recursive: true });
    mkdirSync(path.join(root, app, 'dist-stats'), { recursive: true });
    writeFileSync(path.join(root, app, 'dist-stats', 'stats.json'), JSON.stringify({ app, ...stats }));
    for (const chunk of stats.chunks) for (const file of chunk.files) writeFileSync(path.join(root, app, 'dist', file), `/* ${app} ${file} */`.repeat(20));
  };
  const chunk = (id: number, file: string, moduleId: string, extra: Partial<BuildStats['chunks'][number]> = {}) => ({
    id, files: [file], initial: false, entry: false, modules: [{ package: null, id: moduleId, kind: 'module', size: 100 }], ...extra,
  });
  write('shell', {
    chunks: [
      chunk(0, 'main.js', 'shell/src/index.ts', { initial: true, entry: true }),
      chunk(1, 'static/1.js', 'shell/src/bootstrap.tsx'),
      chunk(2, 'static/2.js', 'shell/src/layout/toaster/toaster-host.tsx'),
      chunk(3, 'static/3.js', 'shell/src/layout/toaster/toaster.tsx'),
    ],
    groups: [
      { kind: 'bootstrap', key: null, files: ['static/1.js', 'static/2.js'], origins: [{ module: 'shell/src/index.ts', request: './bootstrap' }] },
      { kind: 'on-demand', key: null, files: ['static/3.js'], origins: [{ module: 'shell/src/layout/toaster/toaster-host.tsx', request: './toaster' }] },
    ],
  });
  write('mfe-catalog', {
    chunks: [
      chunk(0, 'main.js', 'mfe-catalog/src/index.ts', { initial: true, entry: true }),
      chunk(9, 'remoteEntry.js', 'mfe-catalog:container', { initial: true, entry: true }),
      chunk(10, 'static/10.js', 'mfe-catalog/src/exposed/app.tsx'),
      chunk(11, 'static/11.js', 'mfe-catalog/src/features/home/components/home-page.tsx'),
      chunk(12, 'static/12.js', 'mfe-catalog/src/features/home/components/brand-new-section.tsx'),
      chunk(13, 'static/13.js', 'mfe-catalog/src/features/product/product-page.tsx'),
    ],
    groups: [
      { kind: 'exposes', key: './App', files: ['static/10.js'], origins: [{ module: 'mfe-catalog:container entry' }] },
      { kind: 'pages', key: '/', files: ['static/11.js'], origins: [{ module: 'mfe-catalog/src/exposed/app.tsx', request: '../features/home' }] },
      { kind: 'pages', key: '/product/:handle', files: ['static/13.js'], origins: [{ module: 'mfe-catalog/src/exposed/app.tsx', request: '../features/product' }] },
      {
        kind: 'on-demand', key: null, files: ['static/12.js'],
        origins: [{ module: 'mfe-catalog/src/features/home/components/home-page.tsx', request: './brand-new-section' }],
      },
    ],
  });
  return { root, reader: new BuildReader(root) };
}

describe('first-load JavaScript from the HTML and the chunk graphs', () => {
  let builds: ReturnType<typeof fakeBuilds>;
  beforeEach(() => {
    builds = fakeBuilds();
  });
  afterEach(() => rmSync(builds.root, { recursive: true, force: true }));

  it("when a path is given, then its static needs are the shell's entry and bootstrap, the remote's entry, ./App and the matched page", () => {
    expect(staticNeeds(builds.reader, '/product/road-king').sort()).toEqual(
      ['shell/main.js', 'shell/static/1.js', 'shell/static/2.js', 'mfe-catalog/remoteEntry.js', 'mfe-catalog/static/10.js', 'mfe-catalog/static/13.js'].sort(),
    );
  });

  it('when the HTML leaves out a file the first render needs, then it is reported as unnamed', () => {
    const named = ['/main.js', '/static/1.js', '/static/2.js', '/remotes/mfe-catalog/remoteEntry.js', '/remotes/mfe-catalog/static/10.js'];
    expect(analyzeFirstLoad(builds.reader, { key: 'home', path: '/' }, named).unnamed).toEqual(['mfe-catalog/static/11.js']);
  });

  it('when first-load code lazily imports something neither named nor declared, then it is reported; a declared one is counted apart', () => {
    const named = ['/main.js', '/static/1.js', '/static/2.js', '/remotes/mfe-catalog/remoteEntry.js', '/remotes/mfe-catalog/static/10.js', '/remotes/mfe-catalog/static/11.js'];
    const r = analyzeFirstLoad(builds.reader, { key: 'home', path: '/' }, named);
    expect(r.unnamed).toEqual([]);
    expect(r.undeclaredLazy).toEqual(['mfe-catalog/src/features/home/components/home-page.tsx → ./brand-new-section']);
    expect(r.onDemand.map((d) => d.import)).toEqual(['shell/src/layout/toaster/toaster-host.tsx → ./toaster']);
    // Initial bytes are the named files only.
    expect(r.total.count).toBe(named.length);
  });

  it('when the lazily imported chunk is named in the HTML too, then it is preloaded and not reported', () => {
    const named = ['/main.js', '/static/1.js', '/static/2.js', '/remotes/mfe-catalog/remoteEntry.js', '/remotes/mfe-catalog/static/10.js',
      '/remotes/mfe-catalog/static/11.js', '/remotes/mfe-catalog/static/12.js'];
    expect(analyzeFirstLoad(builds.reader, { key: 'home', path: '/' }, named).undeclaredLazy).toEqual([]);
  });
});

describe('scripts named in a page', () => {
  it('when the HTML has script tags, script preloads, image preloads and the deferred list, then only the scripts are named, once each', () => {
    const html = [
      '<html><head><link rel="preload" as="image" href="/media/hero.svg">',
      '<link rel="preload" as="script" href="/static/1.js"><link rel="stylesheet" href="/x.css">',
      '<script type="application/json" id="tjb-deferred-preloads">["/static/2.js","/static/1.js"]</script>',
      '</head><body><script src="/main.js" defer></script><script src="https://cdn.example/x.js"></script></body></html>',
    ].join('');
    expect(scriptsNamedInHtml(html, 'http://127.0.0.1:9').sort()).toEqual(['/main.js', '/static/1.js', '/static/2.js', 'https://cdn.example/x.js'].sort());
  });
});
