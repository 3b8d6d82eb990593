// What each lazily loaded chunk group of a build is for, read from the module that asked for it. The
// preload manifest names the groups a page's first render needs (bootstrap, shared libraries, exposed
// modules, pages); the build stats record every group, so a deterministic check can tell a lazy import
// nobody preloads from one the page loads on demand.
const { describeModule } = require('./module-names.cjs');

/** Lazy page chunks are named `page:<route pattern>` (a webpackChunkName comment on the page's import()). */
const PAGE_PREFIX = 'page:';
/** The host's chunk of the shared singletons and workspace packages, by name (its file name carries only its id). */
const SINGLETONS_CHUNK = 'singletons';

const jsFiles = (group) => [...new Set(group.chunks.flatMap((c) => [...c.files].filter((f) => f.endsWith('.js'))))].sort();

/**
 * The chunk group's purpose: `pages`, `shared`, `exposes` or `bootstrap` (with its key), a shared
 * library's fallback (`shared-fallback`), else `on-demand` (a lazy import() inside the app's code,
 * loaded when that code asks for it).
 */
function describeGroup(group, shortener) {
  if (group.name && group.name.startsWith(PAGE_PREFIX)) return { kind: 'pages', key: group.name.slice(PAGE_PREFIX.length) };
  for (const origin of group.origins) {
    const from = origin.module ? origin.module.readableIdentifier(shortener) : '';
    // `provide shared module (default) react-dom@19.3.1 = …`: the copy of a shared library this build offers.
    const described = from ? describeModule(from, '') : null;
    if (described && described.kind === 'provide-shared') return { kind: 'shared', key: described.package };
    // `consume shared module …`: the build's own copy, loaded only when no other app provides the library.
    if (described && described.kind === 'consume-shared') return { kind: 'shared-fallback', key: described.package };
    // The container entry's block for `exposes['./App']` carries the exposed name as its location.
    if (from === 'container entry' && origin.loc && typeof origin.loc.name === 'string') return { kind: 'exposes', key: origin.loc.name };
    if (origin.request === './bootstrap') return { kind: 'bootstrap', key: null };
  }
  return { kind: 'on-demand', key: null };
}

module.exports = { PAGE_PREFIX, SINGLETONS_CHUNK, jsFiles, describeGroup };
