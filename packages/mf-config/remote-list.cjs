// The one list of remotes (src/remotes.json) for CommonJS and plain Node readers: the webpack configs,
// eslint.config.mjs, jest.config.cjs, scripts/dev.mjs, the release scripts and the e2e server. The
// TypeScript side (src/remotes.ts) reads the same file.
const list = require('./src/remotes.json');

/** Every remote, in the list's order: `{ key, dir, scope, devPort, exposes, routes }`. */
const remotes = Object.entries(list).map(([key, remote]) => ({ key, ...remote }));

/** Folders of every app the shop is built from: the shell, then each remote. */
const appDirs = ['shell', ...remotes.map((r) => r.dir)];

/** The remote whose folder is `dir` (its basename), or undefined. */
function remoteOfDir(dir) {
  const name = require('node:path').basename(dir);
  return remotes.find((r) => r.dir === name);
}

/** The registry file the gateway starts from when none is given (same as defaultRegistryConfig in src/remotes.ts). */
function defaultRegistryConfig() {
  return { remotes: Object.fromEntries(remotes.map((r) => [r.key, `/remotes/${r.dir}/remoteEntry.js`])) };
}

module.exports = { remotes, appDirs, remoteOfDir, defaultRegistryConfig };
