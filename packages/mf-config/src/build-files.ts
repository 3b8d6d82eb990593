// Names of the files a build writes for the gateway. The JSON is the one source: the webpack plugins
// (CommonJS, run by webpack) require it, and the gateway imports it from here.
import buildFiles from './build-files.json';

/** Which JS files a first render needs, per chunk group (PreloadManifestPlugin writes it into dist/). */
export const PRELOAD_MANIFEST_FILE: string = buildFiles.preloadManifest;

/** The server-rendering build of an app: `<outDir><suffix>/<file>` (dist → dist-server/server.js), beside the browser build, never served. */
export const SERVER_BUNDLE_FILE: string = buildFiles.serverBundle;
export const SERVER_DIR_SUFFIX: string = buildFiles.serverDirSuffix;
