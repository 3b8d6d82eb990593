const path = require('node:path');
const { require: requireTs } = require('tsx/cjs/api');
const { createAppConfig, SINGLETONS_CHUNK } = require('@tjb/mf-config/webpack');

// The shop's pages are the shell's Document (src/document, rendered by the gateway); index.html is the
// standalone page of `pnpm --filter shell dev` only, with the Document's title and the intro splash as
// static HTML (src/layout/intro-splash/splash-markup.ts; the shell's IntroSplash takes it over).
const { splashHtml } = requireTs('./src/layout/intro-splash/splash-markup.ts', __filename);
const { SHOP_TITLE } = requireTs('./src/document/page-defaults.ts', __filename);
// The shop's icon has an address of its own (src/document/shop-icon.ts names it in every page).
const { SHOP_ICON_FILE, SHOP_ICON_HREF, SHOP_ICON_SVG } = requireTs('./src/document/shop-icon.ts', __filename);

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  devPort: 3000,
  title: SHOP_TITLE,
  bodyStart: splashHtml(),
  files: { [SHOP_ICON_FILE]: SHOP_ICON_SVG },
  icon: SHOP_ICON_HREF,
  // The entry (the federation runtime's start) and the shared singletons (React, the router, jotai, emotion)
  // run on every page's load, much of them before the page can answer: V8 compiles them while they stream,
  // off the main thread (BENCHMARKS.md, "What changed", item 36).
  compileHintChunks: ['main', SINGLETONS_CHUNK],
  runtimePlugins: [path.join(__dirname, 'src/remotes/provide-runtime-core.ts'), path.join(__dirname, 'src/remotes/fallback-plugin.ts'), path.join(__dirname, 'src/remotes/singleton-resolver.ts')],
});
