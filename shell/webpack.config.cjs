const path = require('node:path');
const { require: requireTs } = require('tsx/cjs/api');
const { createAppConfig } = require('@tjb/mf-config/webpack');

// The intro splash is static HTML in the page, so it paints before any script has run
// (src/layout/intro-splash/splash-markup.ts; the shell's IntroSplash takes it over).
const { splashHtml } = requireTs('./src/layout/intro-splash/splash-markup.ts', __filename);

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  devPort: 3000,
  title: "TJ's Biker Gear | Motorcycle Gear, Leather & Apparel",
  bodyStart: splashHtml(),
  runtimePlugins: [path.join(__dirname, 'src/remotes/provide-runtime-core.ts'), path.join(__dirname, 'src/remotes/fallback-plugin.ts')],
});
