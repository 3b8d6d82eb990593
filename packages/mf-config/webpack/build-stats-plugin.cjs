// Writes a condensed webpack stats file beside each build (`<outDir>-stats/stats.json`, outside the
// folder the gateway serves): which modules, from which npm package, each emitted JS file holds.
// bench/ reads it to attribute a route's bytes to shell, remotes and shared packages and to check
// that React and the other singletons are loaded once.
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'BuildStatsPlugin';

/** `../node_modules/.pnpm/react@19.3.1/node_modules/react/index.js` → package `react`, id `react@19.3.1/…`. */
function describeModule(name, app) {
  // Federation's stand-ins (consume/provide shared, remote references) are a few bytes, not a copy.
  const ref = name.match(/^(consume|provide) shared module \(\w+\) (@?[^@\s]+)/);
  if (ref) return { package: ref[2], id: `${app}:${ref[1]}:${ref[2]}`, kind: `${ref[1]}-shared` };
  if (/^(remote|external) /.test(name)) return { package: null, id: `${app}:${name}`, kind: 'reference' };
  const nm = name.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = name.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    const pnpm = name.indexOf('.pnpm/');
    return { package: pkg, id: pnpm >= 0 ? name.slice(pnpm + '.pnpm/'.length) : name.slice(nm), kind: 'module' };
  }
  const ws = name.match(/^(?:\.\.\/)+packages\/([^/]+)\/(.*)$/);
  if (ws) return { package: `@tjb/${ws[1]}`, id: `packages/${ws[1]}/${ws[2]}`, kind: 'module' };
  if (name.startsWith('./')) return { package: app, id: `${app}/${name.slice(2)}`, kind: 'module' };
  return { package: null, id: `${app}:${name}`, kind: 'runtime' };
}

class BuildStatsPlugin {
  apply(compiler) {
    compiler.hooks.done.tap(PLUGIN, (stats) => {
      const outputPath = compiler.options.output.path;
      const app = path.basename(compiler.options.context);
      const { compilation } = stats;
      const shortener = compilation.requestShortener;
      // ConcatenatedModule keeps its parts in `.modules`; everything else is one module.
      const flatten = (m) => (Array.isArray(m.modules) ? m.modules.flatMap(flatten) : [m]);
      const chunks = [...compilation.chunks].map((chunk) => ({
        id: chunk.id,
        names: chunk.name ? [chunk.name] : [],
        files: [...chunk.files].filter((f) => f.endsWith('.js')),
        initial: chunk.canBeInitial(),
        entry: chunk.hasRuntime(),
        modules: [...compilation.chunkGraph.getChunkModulesIterable(chunk)]
          .flatMap(flatten)
          .map((m) => ({ ...describeModule(m.readableIdentifier(shortener), app), size: m.size() })),
      }));
      const dir = `${outputPath}-stats`;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'stats.json'), JSON.stringify({ app, name: compiler.options.output.uniqueName, hash: compilation.hash, chunks }));
    });
  }
}

module.exports = { BuildStatsPlugin, describeModule };
