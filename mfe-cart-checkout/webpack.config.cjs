// This remote's build: its federation name, exposes and dev port are its entry in the remotes list
// (packages/mf-config/src/remotes.json); alone, it runs in @tjb/ui's standalone frame.
const { createRemoteApp } = require('@tjb/mf-config/webpack');

module.exports = createRemoteApp(__dirname);
