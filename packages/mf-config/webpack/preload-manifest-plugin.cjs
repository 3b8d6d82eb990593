// Writes the preload manifest (`preload-manifest.json`) into each build: the page's entry scripts (the
// shell's Document names them in every page) and which JS files each chunk group the first render needs
// is made of. The gateway reads it to hint the page's scripts (`<link rel="preload">`), so the browser
// fetches the shell's bootstrap, the shared libraries, the route's exposed module and its lazy page chunk
// while it parses the HTML instead of discovering them one round trip after another.
const { PAGE_PREFIX, describeGroup, jsFiles } = require('./chunk-groups.cjs');

const PLUGIN = 'PreloadManifestPlugin';
// The file name is shared with the gateway, which reads it (src/build-files.json).
const { preloadManifest: FILE } = require('../src/build-files.json');

// The groups a page's first render may need; shared-library fallbacks and on-demand imports are not.
const PRELOADED = new Set(['bootstrap', 'shared', 'exposes', 'pages']);

class PreloadManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        // The entry keeps its plain name (see create-app-config's output.filename): the build's hash in the
        // query makes a new build's entry a new URL for the browser.
        const main = compilation.entrypoints.get('main');
        const entry = main ? jsFiles(main).map((f) => `${f}?${compilation.hash}`) : [];
        const manifest = { version: 1, entry, bootstrap: [], shared: {}, exposes: {}, pages: {} };
        for (const group of compilation.chunkGroups) {
          if (group.isInitial()) continue;
          const role = describeGroup(group, compilation.requestShortener);
          if (!PRELOADED.has(role.kind)) continue;
          const files = jsFiles(group);
          if (role.kind === 'bootstrap') manifest.bootstrap = files;
          else manifest[role.kind][role.key] = [...new Set([...(manifest[role.kind][role.key] || []), ...files])].sort();
        }
        compilation.emitAsset(FILE, new sources.RawSource(JSON.stringify(manifest)));
      });
    });
  }
}

module.exports = { PreloadManifestPlugin, PRELOAD_MANIFEST_FILE: FILE, PAGE_CHUNK_PREFIX: PAGE_PREFIX };
