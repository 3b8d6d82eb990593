declare module '*.css';
declare module '*.woff2' { const url: string; export default url; }
declare module '*.svg' { const url: string; export default url; }
/** Set by webpack's DefinePlugin: the build's label (BUILD_LABEL env, else the package version). */
declare const __BUILD_LABEL__: string;
