// What this remote offers the shell. Keep in step with REMOTES in packages/mf-config/src/remotes.ts.
module.exports = {
  name: 'mfe_support',
  exposes: {
    './App': './src/exposed/app.tsx',
  },
};
