// Writes a condensed webpack stats file beside each build (`<outDir>-stats/stats.json`, outside the
// folder the gateway serves): which modules, from which npm package, each emitted JS file holds.
// bench/ reads it to attribute a route's bytes to shell, remotes and shared packages and to check
// that React and the other singletons are loaded once.
const fs = require('node:fs');
const path = require('node:path');

const { describeGroup, jsFiles, SINGLETONS_CHUNK } = require('./chunk-groups.cjs');
const { describeModule } = require('./module-names.cjs');

const PLUGIN = 'BuildStatsPlugin';

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
        // The shell's file of shared libraries: bench/ counts its bytes as the shared ones.
        shared: chunk.name === SINGLETONS_CHUNK,
        files: [...chunk.files].filter((f) => f.endsWith('.js')),
        initial: chunk.canBeInitial(),
        entry: chunk.hasRuntime(),
        modules: [...compilation.chunkGraph.getChunkModulesIterable(chunk)]
          .flatMap(flatten)
          .map((m) => ({ ...describeModule(m.readableIdentifier(shortener), app), size: m.size() })),
      }));
      // Every lazily loaded group with the modules that import() it: bench/ checks that first-load code
      // lazily imports only what the page preloads or what is declared as loaded on demand.
      const groups = [...compilation.chunkGroups]
        .filter((group) => !group.isInitial())
        .map((group) => ({
          ...describeGroup(group, shortener),
          files: jsFiles(group),
          origins: group.origins
            .filter((o) => o.module)
            .map((o) => ({ module: describeModule(o.module.readableIdentifier(shortener), app).id.replace(/ \+ \d+ modules$/, ''), request: o.request })),
        }));
      const dir = `${outputPath}-stats`;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'stats.json'), JSON.stringify({ app, name: compiler.options.output.uniqueName, hash: compilation.hash, chunks, groups }));
    });
  }
}

module.exports = { BuildStatsPlugin, describeModule };
