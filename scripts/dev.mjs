#!/usr/bin/env node
// `pnpm dev`: every app rebuilds into its dist/ on change, and the gateway (restarting on change)
// serves them composed at http://localhost:8080, as in production.
import { createRequire } from 'node:module';
import concurrently from 'concurrently';

const { appDirs: apps } = createRequire(import.meta.url)('../packages/mf-config/remote-list.cjs');
const { result } = concurrently(
  [
    ...apps.map((app) => ({ name: app, command: `pnpm --filter ${app} exec webpack --watch --mode development` })),
    { name: 'gateway', command: 'pnpm --filter gateway dev' },
  ],
  { prefix: 'name', killOthersOn: ['failure'] },
);
result.catch(() => process.exit(1));
