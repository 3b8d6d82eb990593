const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');

/** The package.json above a resolved file (a package's `exports` need not list its package.json). */
function packageJsonAbove(file, name) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'package.json');
    try {
      const pkg = JSON.parse(readFileSync(candidate, 'utf8'));
      if (pkg.name === name) return { file: candidate, pkg };
    } catch {
      // not a package folder: keep walking up
    }
  }
  throw new Error(`no package.json of ${name} above ${file}`);
}

/**
 * The federation runtime core version an app in `fromDir` is built for: the one its
 * @module-federation/enhanced depends on, which generates the remote entry's runtime code. On a page
 * every remote runs on the shell's copy of the runtime core and bundler runtime (the shell hands them
 * over on globals), so the release guard compares this version of a remote with the shell's.
 */
function federationRuntimeVersion(fromDir) {
  const fromApp = createRequire(path.join(fromDir, 'package.json'));
  const enhanced = packageJsonAbove(fromApp.resolve('@module-federation/enhanced'), '@module-federation/enhanced');
  const fromEnhanced = createRequire(enhanced.file);
  return packageJsonAbove(fromEnhanced.resolve('@module-federation/runtime-core'), '@module-federation/runtime-core').pkg.version;
}

module.exports = { federationRuntimeVersion, packageJsonAbove };
