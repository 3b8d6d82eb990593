export * from './theme';
export { GlobalStyles } from './global-styles';
export { MfeRoot } from './mfe-root';
export { Button, buttonStyle, Container, PageHeading, Skeleton, VisuallyHidden } from './primitives';
