// One jest run for the whole workspace: browser code in jsdom, gateway and node-only packages in node.
const { appDirs } = require('./packages/mf-config/remote-list.cjs');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// pnpm keeps packages under node_modules/.pnpm/<name>@<ver>/node_modules/<name>; ESM-only ones must be transformed.
const esmOnly = ['jotai', 'nanoid', '@shopify', 'graphql-request', 'uuid', 'http-proxy-middleware', 'httpxy', 'is-plain-obj', '@electric-sql', 'auto-bind', 'rettime', 'until-async', '@open-draft', 'chrome-launcher'];
const transformIgnorePatterns = [`/node_modules/(?!(\\.pnpm/)?(${esmOnly.join('|')}))`];

const shared = {
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
  transformIgnorePatterns,
  moduleNameMapper: {
    '\\.(css|svg|png|jpg|woff2?)$': '<rootDir>/jest/file-stub.cjs',
    // One of its files by name (@tjb/mf-config's bundler-runtime-for-remotes): the ESM one for webpack,
    // its CommonJS twin here.
    '^(@module-federation/webpack-bundler-runtime/dist/.*)\\.js$': '$1.cjs',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};

module.exports = {
  // A hang guard, not a speed requirement: two cores shared with PGlite, servers and jsdom, and maybe
  // other work, so only a test that would never finish fails on time. (A global option: inside
  // `projects` Jest ignores it and every test and hook gets 5 s.)
  testTimeout: 120_000,
  // One worker per core. Jest's own default leaves a core for itself, which on a two-core machine means
  // one worker, every file in band: 9 minutes where two workers take 5. The suite is made to run files side
  // by side (PostgreSQL schemas, ports and data folders of their own per file).
  maxWorkers: '100%',
  projects: [
    {
      ...shared,
      displayName: 'web',
      // jsdom with Node's fetch and Response put back, for MSW (see the file).
      testEnvironment: '<rootDir>/jest/web-environment.cjs',
      setupFilesAfterEnv: ['<rootDir>/jest/setup-web.ts'],
      roots: ['<rootDir>/packages', ...appDirs.map((dir) => `<rootDir>/${dir}`)],
      testMatch: ['**/*.test.ts?(x)'],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '\\.node\\.test\\.tsx?$'],
    },
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      roots: ['<rootDir>/gateway', '<rootDir>/packages', '<rootDir>/shell', '<rootDir>/scripts'],
      testMatch: ['<rootDir>/{gateway,scripts}/**/*.test.ts', '<rootDir>/{packages,shell}/**/*.node.test.ts?(x)'],
    },
    {
      // The byte budgets (bench/src/measures/bytes/budgets.ts) over the production builds (`npm test` builds before jest runs).
      ...shared,
      displayName: 'bench',
      testEnvironment: 'node',
      roots: ['<rootDir>/bench'],
      testMatch: ['<rootDir>/bench/**/*.test.ts'],
      modulePathIgnorePatterns: ['<rootDir>/bench/results/'],
    },
    {
      // Facts about the e2e suite itself (its tags and projects), read from Playwright's list: no browser.
      ...shared,
      displayName: 'e2e-list',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['<rootDir>/e2e/fixtures/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/'],
    },
  ],
};
