const path = require('node:path');
const { createAppConfig } = require('@tjb/mf-config/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  devPort: 3000,
  title: "TJ's Biker Gear | Motorcycle Gear, Leather & Apparel",
  runtimePlugins: [path.join(__dirname, 'src/remotes/provide-runtime-core.ts'), path.join(__dirname, 'src/remotes/fallback-plugin.ts')],
});
