const { createAppConfig } = require('@tjb/mf-config/webpack');
const federation = require('./module-federation.config.cjs');

module.exports = createAppConfig({ dir: __dirname, devPort: 3004, title: 'mfe-designer (standalone)', ...federation });
