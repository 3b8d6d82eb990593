import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

const { CompileHintPlugin, COMPILE_HINT } = require('../webpack/compile-hint-plugin.cjs') as {
  CompileHintPlugin: new (o: { chunks?: string[]; files?: RegExp }) => webpack.WebpackPluginInstance;
  COMPILE_HINT: string;
};

/** A production build of a tiny app: an entry, a chunk named `singletons` and another lazy chunk. */
function build(dir: string, plugin: webpack.WebpackPluginInstance): Promise<Record<string, string>> {
  writeFileSync(path.join(dir, 'index.js'), "import(/* webpackChunkName: 'singletons' */ './shared.js').then((m) => m.start(document.body));\nimport('./later.js').then((m) => m.later());\n");
  writeFileSync(path.join(dir, 'shared.js'), 'export function start(el) { el.dataset.started = String(Date.now()); }\n');
  writeFileSync(path.join(dir, 'later.js'), "export function later() { console.log('later', Math.random()); }\n");
  const out = path.join(dir, 'dist');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    output: { path: out, filename: '[name].js', chunkFilename: 'static/[name].[contenthash:10].js' },
    plugins: [plugin],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString('errors-only')));
      const files: Record<string, string> = { 'main.js': readFileSync(path.join(out, 'main.js'), 'utf8') };
      for (const file of readdirSync(path.join(out, 'static'))) files[`static/${file}`] = readFileSync(path.join(out, 'static', file), 'utf8');
      resolve(files);
    }),
  );
}

describe('the compile hint on the chunks every load runs', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'tjb-compile-hint-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('when chunks are named, then their minified files start with the hint and the other chunks do not', async () => {
    const files = await build(dir, new CompileHintPlugin({ chunks: ['main', 'singletons'] }));
    const names = Object.keys(files);
    const singletons = names.find((name) => name.startsWith('static/singletons.'))!;
    const later = names.find((name) => name !== singletons && name.startsWith('static/'))!;
    // The first line, where V8 looks for it: after the minifier, which would have dropped it as a comment.
    expect(files['main.js']!.split('\n')[0]).toBe(COMPILE_HINT);
    expect(files[singletons]!.split('\n')[0]).toBe(COMPILE_HINT);
    expect(files[later]).not.toContain(COMPILE_HINT);
    // Still the code it was: the hint is a line of its own.
    expect(files[singletons]).toContain('dataset.started');
  });

  it('when files are given by name, then those start with the hint', async () => {
    const files = await build(dir, new CompileHintPlugin({ files: /^static\/singletons\./ }));
    expect(files['main.js']).not.toContain(COMPILE_HINT);
    const singletons = Object.keys(files).find((name) => name.startsWith('static/singletons.'))!;
    expect(files[singletons]!.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  });
});
