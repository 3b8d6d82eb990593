// One webpack config for the shell and every remote, so federation, sharing and output rules never drift apart.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createSharedConfig, PROVIDED_FROM } = require('./shared.cjs');
const { BuildStatsPlugin } = require('./build-stats-plugin.cjs');
const { SINGLETONS_CHUNK } = require('./chunk-groups.cjs');
const { PreloadManifestPlugin } = require('./preload-manifest-plugin.cjs');
const { EmitFilesPlugin } = require('./emit-files-plugin.cjs');
const { CompileHintPlugin } = require('./compile-hint-plugin.cjs');
const buildFiles = require('../src/build-files.json');

/** The federation SDK's environment module, and the copy the browser builds use instead (federation-env.js). */
const FEDERATION_SDK_ENV = /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]env\.js$/;
const FEDERATION_ENV = path.join(__dirname, 'federation-env.js');

/**
 * @param {object} o
 * @param {string} o.dir            the app folder (__dirname of its webpack.config)
 * @param {string} o.name           federation name, e.g. mfe_catalog or shell
 * @param {Record<string,string>} [o.exposes]  what a remote exposes
 * @param {boolean} [o.host]        the shell: fixed public path, runtime plugins, no exposes
 * @param {string} [o.bodyStart]    HTML written at the start of the page's <body>
 * @param {number} o.devPort        port of `pnpm dev` / `pnpm start` when run alone
 * @param {string} o.title          page title of the standalone frame
 * @param {string[]} [o.runtimePlugins]
 * @param {Record<string,string>} [o.files]  files the browser build writes as given (path in the output folder → text)
 * @param {string} [o.icon]         the standalone page's icon (the shell's; a remote alone has none)
 * @param {string[]} [o.compileHintChunks]  chunks that run on every load, much of them at once: V8 compiles
 *                                  them while they stream (production builds; compile-hint-plugin.cjs)
 */
function createAppConfig(o) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const prod = mode === 'production';
    const pkg = require(path.join(o.dir, 'package.json'));
    const buildLabel = process.env.BUILD_LABEL || pkg.version;
    const outDir = path.resolve(o.dir, env.outDir || 'dist');
    const app = {
      mode,
      context: o.dir,
      entry: { main: './src/index.ts' },
      devtool: prod ? false : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        // Remotes resolve their chunks next to their remoteEntry, wherever the registry points; a release
        // (`pnpm release`) is built for its versioned folder, /remotes/<dir>/<version>/.
        publicPath: o.host ? '/' : env.publicPath || 'auto',
        // Entry chunks keep a plain name outside static/ (served no-cache): since webpack 5.111 the federation
        // runtime module cannot resolve a hashed entry filename (module-federation/core#5077).
        filename: '[name].js',
        // By id, not name: page chunks are named after their route (`page:/product/:handle`), no file name.
        chunkFilename: prod ? 'static/[id].[contenthash:10].js' : 'static/[id].js',
        assetModuleFilename: 'static/[name].[contenthash:10][ext]',
        uniqueName: o.name,
        // The runtime-core provider is emitted by the second compiler into the same folder.
        clean: o.host ? true : { keep: new RegExp(`^${RUNTIME_CORE_FILE}`) },
      },
      // A remote's entries read the federation bundler runtime from the global the shell sets, instead of
      // each bundling a copy (packages/mf-config/src/bundler-runtime-for-remotes.ts).
      externals: o.host ? [] : [bundlerRuntimeExternal],
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // `$`: the package name exactly; the module behind it imports the package's own files.
        alias: Object.fromEntries(Object.entries(PROVIDED_FROM).map(([pkgName, file]) => [`${pkgName}$`, file])),
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', importSource: '@emotion/react', development: !prod } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, type: 'asset/resource' },
          { test: /\.(woff2?|png|jpe?g|svg|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: o.name,
          filename: 'remoteEntry.js',
          exposes: o.exposes || {},
          remotes: {},
          shared: createSharedConfig(pkg, o.dir),
          // A dead remote must not block start-up: do not fetch every remote entry to negotiate versions.
          shareStrategy: 'loaded-first',
          runtimePlugins: o.runtimePlugins || [],
          dts: false,
          manifest: false,
          // One federation runtime core per page (~16 KB gzip each): the shell provides it on a global
          // (shell/src/remotes/provide-runtime-core.ts) and the remotes' entries use it instead of their own.
          experiments: {
            // The bundler runtime is left out likewise, by `externals` (bundlerRuntimeExternal).
            ...(o.host ? {} : { externalRuntime: true }),
            // The registry names remote entries, never manifests: the snapshot plugin (manifest loading) and
            // the runtime's Node loaders are dead code in the browser; these flags let the minifier drop them.
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        new webpack.DefinePlugin({
          __BUILD_LABEL__: JSON.stringify(buildLabel),
          'process.env.NODE_ENV': JSON.stringify(mode),
        }),
        // The SDK's environment checks without its read of localStorage on start-up (federation-env.js).
        new webpack.NormalModuleReplacementPlugin(FEDERATION_SDK_ENV, FEDERATION_ENV),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: o.title,
          // Remotes get a standalone page for their own team; the shell's page is the shop itself.
          filename: 'index.html',
          // The standalone page (a remote alone, the shell's `pnpm --filter shell dev`); the shop's pages are
          // the shell's Document (shell/src/document). In the head, deferred, as the Document has it.
          inject: 'head',
          hash: prod, // main.js?<hash> so a new build is fetched despite the stable name
          scriptLoading: 'defer',
          chunks: ['main'],
          // Alone, a remote has no shell to provide the runtime core: its page loads the provider first.
          preScripts: o.host ? [] : [RUNTIME_CORE_FILE],
          // Static markup painted before any script runs (the shell's intro splash).
          bodyStart: o.bodyStart || '',
          icon: o.icon || '',
        }),
        // In development too: the gateway's pages name the shell's entry from it.
        new PreloadManifestPlugin(),
        ...(o.files ? [new EmitFilesPlugin(o.files)] : []),
        // V8 compiles the named chunks' functions while they stream (compile-hint-plugin.cjs);
        // TJB_COMPILE_HINTS=<regex of output files> adds files to try it on (bench/README.md).
        ...(prod && (o.compileHintChunks || process.env.TJB_COMPILE_HINTS)
          ? [new CompileHintPlugin({ chunks: o.compileHintChunks, files: process.env.TJB_COMPILE_HINTS ? new RegExp(process.env.TJB_COMPILE_HINTS) : undefined })]
          : []),
        ...(prod
          ? [
              new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|css|html|svg|json)$/, threshold: 1024 }),
              new CompressionPlugin({ filename: '[path][base].br', algorithm: 'brotliCompress', test: /\.(js|css|html|svg|json)$/, threshold: 1024 }),
              // Module-level stats outside the served folder, for bench/ (JS per route, one copy of each singleton).
              new BuildStatsPlugin(),
            ]
          : []),
      ],
      // Numeric ids in development too, since chunk file names are built from them (see chunkFilename).
      optimization: {
        chunkIds: 'deterministic',
        // For profiling (bench/README.md): minified as usual but with the functions' own names, so a CPU
        // profile says which component or React phase a long task ran. Never for a build that is served.
        ...(process.env.TJB_READABLE_NAMES === '1'
          ? { minimizeOptions: { javascript: { compress: { passes: 2 }, mangle: false, keep_fnames: true, keep_classnames: true } } }
          : {}),
        splitChunks: {
          // A page's part of an app in a few files, not a dozen: each file is a request the browser and the
          // gateway serve, and a script compiled and run, while the page loads on the same two cores as the
          // main thread (Lighthouse alternating, BENCHMARKS "What changed" item 37: main thread 7-23 % lower).
          // Modules two routes share are then repeated in their files, a few KB where they meet.
          maxAsyncRequests: MAX_ASYNC_REQUESTS,
          // The shell provides every singleton and every page starts them all: one file instead of a dozen
          // small ones, each of which cost the page a request and a script element before it could boot.
          ...(o.host ? { cacheGroups: { singletons: { test: singletonModule, name: SINGLETONS_CHUNK, chunks: 'async', enforce: true } } } : {}),
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: o.devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // Alone, a remote still talks to the real API and Storefront through a running gateway.
        proxy: [{ context: ['/api', '/mf', '/media'], target: process.env.GATEWAY_URL || 'http://localhost:8080' }],
      },
    };
    const configs = o.host ? [app] : [app, runtimeCoreProvider(mode, outDir, app.module.rules)];
    // The server-rendering build, for apps that have a server entry (src/server.tsx), in development too:
    // the shell's renders every page's document (`pnpm dev` serves pages as production does).
    if (fs.existsSync(path.join(o.dir, SERVER_ENTRY))) configs.push(serverRenderer(o, mode, outDir, app, buildLabel, env.publicPath));
    return configs.length === 1 ? configs[0] : configs;
  };
}

/** Modules of the shared singletons and what they bring along (packages/mf-config/webpack/shared.cjs). */
const SINGLETON_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\/]router|jotai|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/;
/**
 * The workspace's shared packages (the UI kit, the cart bus and the prices it computes, the router's
 * adapter) and what they bring along (valibot, the display face's files): every page starts them too, so
 * they ride in the same file instead of six more.
 */
const SHARED_WORKSPACE = /[\\/]packages[\\/](ui|cart-bus|pricing|mf-config[\\/]shared)[\\/]|[\\/]node_modules[\\/](valibot|@fontsource[\\/][^\\/]+)[\\/]/;
const singletonModule = (module) => SINGLETON_PACKAGES.test(module.resource || '') || SHARED_WORKSPACE.test(module.resource || '');
/** At most this many files for one lazy import (a route's page and what it needs that is not loaded yet). */
const MAX_ASYNC_REQUESTS = 4;

const SERVER_ENTRY = 'src/server.tsx';
/** Files the browser build turns into URLs: the server build does the same (same names), without emitting them. */
const ASSET = /\.(css|woff2?|png|jpe?g|svg|webp)$/;

/**
 * Whether Node finds the package from the app's folder by its node_modules alone: `require.resolve`
 * would also follow the NODE_PATH that pnpm sets for the build, which the gateway does not have.
 */
function resolvableFrom(dir, request) {
  if (require('node:module').isBuiltin(request)) return true;
  const name = request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');
  for (let at = dir; ; at = path.dirname(at)) {
    if (fs.existsSync(path.join(at, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(at) === at) return false;
  }
}

/**
 * The app's server-rendering bundle (CommonJS for the gateway's Node), beside the browser build:
 * dist → dist-server. Libraries stay outside it and are required from node_modules, so the shell's and
 * every remote's bundle share one React, one router and one emotion in the gateway, as the browser
 * shares them through federation. Only the workspace's own packages (TypeScript source) are bundled.
 * Asset URLs are the browser build's (same names), and the assets themselves are not emitted twice.
 */
function serverRenderer(o, mode, outDir, browser, buildLabel, publicPath) {
  const dir = path.basename(o.dir);
  return {
    name: 'server-renderer',
    mode,
    target: 'node20',
    context: o.dir,
    entry: { server: `./${SERVER_ENTRY}` },
    devtool: false,
    output: {
      path: `${outDir}${buildFiles.serverDirSuffix}`,
      filename: buildFiles.serverBundle,
      chunkFilename: '[id].js',
      library: { type: 'commonjs2' },
      // The asset URLs it renders must be the ones its browser build serves (a release's versioned folder).
      publicPath: o.host ? '/' : publicPath || `/remotes/${dir}/`,
      assetModuleFilename: browser.output.assetModuleFilename,
      clean: true,
    },
    // Not the browser's aliases: nothing is shared here, the gateway requires the packages themselves.
    resolve: { extensions: browser.resolve.extensions },
    module: {
      rules: browser.module.rules,
      generator: { 'asset/resource': { emit: false } },
    },
    externalsPresets: { node: true },
    externals: [
      // Only what the app itself can require at run time (its own dependencies); what a workspace package
      // brings along (valibot for the cart bus) is bundled with it.
      ({ request }, callback) =>
        /^[@a-z]/i.test(request) && !request.startsWith('@tjb/') && !ASSET.test(request) && resolvableFrom(o.dir, request)
          ? callback(null, `commonjs ${request}`)
          : callback(),
    ],
    plugins: [
      new webpack.DefinePlugin({ __BUILD_LABEL__: JSON.stringify(buildLabel), 'process.env.NODE_ENV': JSON.stringify(mode) }),
    ],
    optimization: { chunkIds: 'deterministic', minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

const RUNTIME_CORE_FILE = 'runtime-core.js';

/**
 * The federation plugin's generated entry imports the bundler runtime by its resolved file
 * (`@module-federation/webpack-bundler-runtime/bundler`), so the external matches that file. The global is
 * BUNDLER_RUNTIME_GLOBAL of src/bundler-runtime-for-remotes.ts, which sets it.
 */
const BUNDLER_RUNTIME_FILE = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;
function bundlerRuntimeExternal({ request }, callback) {
  if (request && BUNDLER_RUNTIME_FILE.test(request)) return callback(null, 'global _FEDERATION_BUNDLER_RUNTIME');
  return callback();
}

/**
 * A plain (non-federated) build of the runtime core and the bundler runtime for a remote's standalone
 * page; see provide-runtime-core.mjs. The app's rules compile the TypeScript it imports.
 */
function runtimeCoreProvider(mode, outDir, rules) {
  return {
    name: 'runtime-core-provider',
    mode,
    context: __dirname,
    entry: { 'runtime-core': './provide-runtime-core.mjs' },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: { rules },
    devtool: false,
    output: { path: outDir, filename: '[name].js', clean: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createAppConfig, createSharedConfig, bundlerRuntimeExternal, SINGLETONS_CHUNK };
// Required after the export: create-remote-app.cjs builds on createAppConfig.
module.exports.createRemoteApp = require('./create-remote-app.cjs').createRemoteApp;
