// A remote's whole build from its folder alone: its federation name, exposes and dev port are its entry
// in the remotes list (src/remotes.json), and its standalone page is @tjb/ui's frame around its ./App.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { createAppConfig } = require('./create-app-config.cjs');
const { remoteOfDir } = require('../remote-list.cjs');

/** What a remote mounts beside its App when it runs alone (the side cart, say): optional. */
const STANDALONE_EXTRAS = 'src/standalone-extras.ts';

/**
 * @param {string} dir  the remote's folder (__dirname of its webpack.config.cjs)
 * @returns the webpack config function createAppConfig gives, with the standalone entry
 */
function createRemoteApp(dir) {
  const remote = remoteOfDir(dir);
  if (!remote) throw new Error(`${path.basename(dir)} is not in packages/mf-config/src/remotes.json: add its entry there first`);
  const app = createAppConfig({
    dir,
    name: remote.scope,
    exposes: remote.exposes,
    devPort: remote.devPort,
    title: `${remote.dir} (standalone)`,
  });
  const extras = path.join(dir, STANDALONE_EXTRAS);
  return (env, argv) => {
    const configs = app(env, argv);
    const [browser] = Array.isArray(configs) ? configs : [configs];
    browser.entry = { main: require.resolve('@tjb/ui/standalone/entry', { paths: [dir] }) };
    browser.resolve.alias = {
      ...browser.resolve.alias,
      '@standalone/app$': path.join(dir, remote.exposes['./App']),
      '@standalone/extras$': fs.existsSync(extras) ? extras : require.resolve('@tjb/ui/standalone/no-extras', { paths: [dir] }),
    };
    browser.plugins.push(new webpack.DefinePlugin({ __REMOTE_DIR__: JSON.stringify(remote.dir) }));
    return configs;
  };
}

module.exports = { createRemoteApp };
