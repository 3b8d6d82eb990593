// Writes the preload manifest (`preload-manifest.json`) into each production build: which JS files each chunk group the first
// render needs is made of. The gateway reads it to write `<link rel="preload">` hints into the page, so
// the browser fetches the shell's bootstrap, the shared libraries, the route's exposed module and its
// lazy page chunk while it parses the HTML instead of discovering them one round trip after another.
const { describeModule } = require('./build-stats-plugin.cjs');

const PLUGIN = 'PreloadManifestPlugin';
// The file name is shared with the gateway, which reads it (src/build-files.json).
const { preloadManifest: FILE } = require('../src/build-files.json');
/** Lazy page chunks are named `page:<route pattern>` (a webpackChunkName comment on the page's import()). */
const PAGE_PREFIX = 'page:';

const jsFiles = (group) => [...new Set(group.chunks.flatMap((c) => [...c.files].filter((f) => f.endsWith('.js'))))].sort();

/** The chunk group's purpose, from the module that asked for it; null for groups nobody preloads. */
function describeGroup(group, shortener) {
  if (group.name && group.name.startsWith(PAGE_PREFIX)) return { kind: 'pages', key: group.name.slice(PAGE_PREFIX.length) };
  for (const origin of group.origins) {
    const from = origin.module ? origin.module.readableIdentifier(shortener) : '';
    // `provide shared module (default) react-dom@19.3.1 = …`: the copy of a shared library this build offers.
    const described = from ? describeModule(from, '') : null;
    if (described && described.kind === 'provide-shared') return { kind: 'shared', key: described.package };
    // The container entry's block for `exposes['./App']` carries the exposed name as its location.
    if (from === 'container entry' && origin.loc && typeof origin.loc.name === 'string') return { kind: 'exposes', key: origin.loc.name };
    if (origin.request === './bootstrap') return { kind: 'bootstrap', key: null };
  }
  return null;
}

class PreloadManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const manifest = { version: 1, bootstrap: [], shared: {}, exposes: {}, pages: {} };
        for (const group of compilation.chunkGroups) {
          if (group.isInitial()) continue;
          const role = describeGroup(group, compilation.requestShortener);
          if (!role) continue;
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
