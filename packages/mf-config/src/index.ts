export * from './remotes';
export * from './build-files';
