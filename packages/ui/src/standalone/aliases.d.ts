// Resolved by createRemoteApp (packages/mf-config/webpack/create-remote-app.cjs) to the remote being built.
declare module '@standalone/app' {
  import type { ComponentType } from 'react';
  const App: ComponentType;
  export default App;
}
declare module '@standalone/extras' {
  import type { ComponentType } from 'react';
  const extras: ComponentType[];
  export default extras;
}
/** The folder of the remote a standalone page is built for (`mfe-support`). */
declare const __REMOTE_DIR__: string;
