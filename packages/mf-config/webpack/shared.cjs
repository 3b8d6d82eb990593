// The singletons every app shares. Versions come from the app's own package.json so a mismatch is visible.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'jotai',
  '@emotion/react',
  // emotion's jsx runtime reaches into @emotion/react's internals; sharing both keeps one cache context.
  '@emotion/react/jsx-runtime',
];

function installedVersion(base, fromDir) {
  try {
    return require(require.resolve(`${base}/package.json`, { paths: [fromDir] })).version;
  } catch {
    return undefined;
  }
}

function createSharedConfig(pkg, fromDir = process.cwd()) {
  const deps = { ...(pkg.devDependencies || {}), ...(pkg.dependencies || {}) };
  const shared = {};
  for (const name of SINGLETONS) {
    const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const version = deps[base];
    if (!version) throw new Error(`${pkg.name} must depend on ${base} to share it`);
    // Subpath entries (react/jsx-runtime) have no package.json of their own: give them the package's version.
    shared[name] = { singleton: true, requiredVersion: version, strictVersion: false, version: installedVersion(base, fromDir) };
  }
  return shared;
}

module.exports = { createSharedConfig, SINGLETONS };
