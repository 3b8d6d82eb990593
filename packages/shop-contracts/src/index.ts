/**
 * @tjb/shop-contracts: what the shell, the remotes and the gateway agree on at run time: the route
 * table, the remote registry's shape, the splash and kept-tap markers, the /api answers both sides read, and the server-render contract.
 */
export * from './routes';
export * from './registry';
export * from './splash';
export * from './kept-taps';
export type { BlogArticle } from './blog';
// The server-render contract still lives in @tjb/mf-config while its session factory is rewritten;
// this package is where it moves, so new code imports it from here.
export * from '@tjb/mf-config/server-render';
