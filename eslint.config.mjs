import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-bundle-studio', 'mfe-designer', 'mfe-support'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', '.tools/**', 'e2e/artifacts/**', 'e2e/test-results/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node, __BUILD_LABEL__: 'readonly' } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'] })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      // Team boundaries (CONVENTIONS.md habit 6): an app never reaches into another app; only packages/* are shared.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apps.map((app) => ({
              target: `./${app}`,
              from: apps.filter((a) => a !== app).map((a) => `./${a}`),
              message: 'Apps talk through packages/* (bus, storefront, mf-config, ui) and the federation runtime, never by importing another app.',
            })),
            { target: './packages', from: [...apps.map((a) => `./${a}`), './gateway'], message: 'Shared packages must not depend on apps.' },
            { target: './gateway', from: apps.map((a) => `./${a}`), message: 'The gateway serves the apps\' builds; it does not import their code.' },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use` and take `{}` by convention; they are not React.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
