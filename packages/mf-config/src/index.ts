export * from './remotes';
export * from './registry';
export * from './routes';
export * from './splash';
export * from './build-files';
export * from './server-render';
export * from './kept-taps';
