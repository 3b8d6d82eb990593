export * from './theme';
export { GlobalStyles } from './global-styles';
export { LIVE_ATTRIBUTE, LiveMark, MfeRoot } from './mfe-root';
export { Button, buttonStyle, Container, PageHeading, Skeleton, VisuallyHidden } from './primitives';
export { ROUTER_FUTURE } from './router-future';
export { afterPageSettled, PAGE_SETTLED_MARK } from './after-page-settled';
export { Icon, type IconName } from './icon';
export { Dialog } from './dialog-on-demand';
export type { DialogProps } from './dialog';
