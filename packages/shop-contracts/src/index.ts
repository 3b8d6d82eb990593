/**
 * @tjb/shop-contracts: what the shell, the remotes and the gateway agree on at run time: the route
 * table, the remote registry's shape, the splash and kept-tap markers, the /api answers both sides read, and the server-render contract.
 */
export * from './routes';
export * from './registry';
export * from './splash';
export * from './kept-taps';
export type { BlogArticle } from './blog';
export * from './server-render';
