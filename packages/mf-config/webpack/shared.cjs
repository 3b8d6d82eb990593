// The singletons every app shares. Versions come from the app's own package.json so a mismatch is visible.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'jotai',
  // Not jotai/utils: a shared module ships whole (no tree-shaking), and only one 5-line helper was used
  // (cart-bus/react's lazy atom, now written out). Importing jotai/utils anywhere would bundle a private copy.
  '@emotion/react',
  // emotion's jsx runtime reaches into @emotion/react's internals; sharing both keeps one cache context.
  '@emotion/react/jsx-runtime',
  // Each remote still makes its own cache (its own class prefix, see @tjb/ui MfeRoot); only the code is shared.
  '@emotion/cache',
  // The cart bus keeps module-level stores and listeners: one instance per page means one copy of its code
  // (and of the valibot it validates with) and one in-memory view of the cart for every remote.
  '@tjb/cart-bus',
  '@tjb/cart-bus/react',
  // The theme, the primitives and afterPageSettled: one copy of the code, and one settle watch per page
  // instead of one per remote (its promise is module state). Small enough to share whole.
  '@tjb/ui',
];

/**
 * Singletons whose name resolves to a module of ours instead of the package's entry (see the module for
 * why), through a resolve alias of the browser build: the share key and every import stay the package
 * name. An alias, not the shared `import` option: with `import`, webpack's child compilers (the HTML
 * template's) would also emit the module, a stray copy of the router and React.
 */
const PROVIDED_FROM = {
  'react-router-dom': require.resolve('../shared/react-router-dom.ts'),
};

/**
 * The version of a package as installed for an app. A package whose `exports` leave out its
 * package.json cannot be read this way; it fails the build, since a shared singleton without a version
 * would be consumed as `^undefined` and left out of the release guard's checks.
 */
function installedVersion(base, fromDir) {
  let version;
  try {
    version = require(require.resolve(`${base}/package.json`, { paths: [fromDir] })).version;
  } catch (err) {
    throw new Error(`the shared singleton ${base} has no readable package.json from ${fromDir} (does its "exports" list "./package.json"?): ${err.message}`, { cause: err });
  }
  if (!version) throw new Error(`the shared singleton ${base} has no version in its package.json`);
  return version;
}

function createSharedConfig(pkg, fromDir = process.cwd()) {
  const deps = { ...(pkg.devDependencies || {}), ...(pkg.dependencies || {}) };
  const shared = {};
  for (const name of SINGLETONS) {
    const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const version = deps[base];
    if (!version) throw new Error(`${pkg.name} must depend on ${base} to share it`);
    // Subpath entries (react/jsx-runtime) have no package.json of their own: give them the package's version.
    const installed = installedVersion(base, fromDir);
    // Workspace packages are declared as "workspace:*", which is no semver range: require the built version.
    const requiredVersion = version.startsWith('workspace:') ? `^${installed}` : version;
    shared[name] = { singleton: true, requiredVersion, strictVersion: false, version: installed };
  }
  return shared;
}

module.exports = { createSharedConfig, SINGLETONS, PROVIDED_FROM };
