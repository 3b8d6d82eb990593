export * from './remotes';
export * from './build-files';
export * from './server-render';
