// What this remote offers the shell. Keep in step with REMOTES in packages/mf-config/src/remotes.ts.
module.exports = {
  name: 'mfe_catalog',
  exposes: {
    './App': './src/exposed/app.tsx',
    './SearchSuggestions': './src/exposed/search-suggestions.tsx',
    './ChatAssistant': './src/exposed/chat-assistant.tsx',
  },
};
