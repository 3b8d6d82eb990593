import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const { appDirs: apps } = createRequire(import.meta.url)('./packages/mf-config/remote-list.cjs');

// A feature never imports another feature (CONVENTIONS.md habit 6): shared code goes to the app's
// src/shared or to packages/*. The bundle studio's page still composes the visualization feature and
// both read the studio's bundle state; those edges are named here until that state moves to src/shared.
const featureEdges = {
  'mfe-bundle-studio/studio': ['./visualization'],
  'mfe-bundle-studio/style-with-tj': ['./studio/state'],
  'mfe-bundle-studio/visualization': ['./studio/state'],
};
const featureZones = apps.flatMap((app) => {
  const dir = `./${app}/src/features`;
  const onDisk = fileURLToPath(new URL(dir, import.meta.url));
  if (!existsSync(onDisk)) return [];
  return readdirSync(onDisk, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${dir}/${name}`,
      from: dir,
      except: [`./${name}`, ...(featureEdges[`${app}/${name}`] ?? [])],
      message: 'A feature does not import another feature: move what both need to src/shared (or packages/*), or compose them in src/exposed.',
    }));
});

const VALIDATION_MESSAGE =
  'The shop validates with valibot alone (browser and gateway): use valibot (`import * as v from \'valibot\'`) and the shared schemas in @tjb/forms, @tjb/cart-bus or the gateway\'s domain folders.';

const NETWORK_FAKES = [
  "AssignmentExpression[left.type='MemberExpression'][left.property.name='fetch'][left.object.name=/^(global|globalThis|window|self)$/]",
  "CallExpression[callee.object.name='Object'][callee.property.name='assign'][arguments.0.name=/^(global|globalThis|window|self)$/] > ObjectExpression > Property[key.name='fetch']",
  "CallExpression[callee.property.name='spyOn'][arguments.1.value='fetch']",
  "TSAsExpression[typeAnnotation.typeName.name='Response']",
].map((selector) => ({ selector, message: 'Fake the network with MSW (@tjb/test-support: mockApi, mockStorefront, server.use), not by replacing fetch or hand-making a Response.' }));

// An Intl formatter made when its module is evaluated loads ICU's locale data during the page's start-up:
// a long task on a phone for text most pages never show. Browser code formats without ICU
// (the checkout's delivery dates in its shared/shipping.ts) or makes the formatter when it is first needed.
const EAGER_INTL = ['Program > VariableDeclaration', 'Program > ExportNamedDeclaration > VariableDeclaration'].map((at) => ({
  selector: `${at} > VariableDeclarator > NewExpression[callee.object.name='Intl']`,
  message: 'No Intl formatter at module scope in browser code: it loads ICU on start-up. Format without Intl or make it on first use.',
}));

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
      // One validation library for browser and gateway (CONVENTIONS.md habit 14): valibot, chosen by its
      // bytes on the home page, where a second library's core would not fit the budget.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: VALIDATION_MESSAGE },
            { name: '@hookform/resolvers/zod', message: VALIDATION_MESSAGE },
          ],
          patterns: [{ group: ['zod/*'], message: VALIDATION_MESSAGE }],
        },
      ],
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
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // Every test's network is MSW (@tjb/test-support: mockApi, mockStorefront), which answers the code's
    // own requests with real Responses and records what was sent; a hand-made fetch or Response fakes
    // what the code under test would really meet.
    files: ['**/*.test.ts', '**/*.test.tsx', 'jest/**/*.ts', '**/testing/**/*.ts', '**/testing/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...NETWORK_FAKES],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...NETWORK_FAKES, ...EAGER_INTL] },
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
