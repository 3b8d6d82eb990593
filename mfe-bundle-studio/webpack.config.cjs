const { createAppConfig } = require('@tjb/mf-config/webpack');
const federation = require('./module-federation.config.cjs');

module.exports = createAppConfig({ dir: __dirname, devPort: 3003, title: 'mfe-bundle-studio (standalone)', ...federation });
