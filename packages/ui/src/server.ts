/** @tjb/ui's server side: the styles collector and the remotes' server session. */
export { createServerStyles } from './server-styles';
export { defineServerSession, type ServerRoute, type ServerSessionOptions } from './server-session';
