import App from '@standalone/app';
import extras from '@standalone/extras';
import { mountStandalone } from './mount-standalone';

// The remote's ./App inside the standalone frame, with what else its team mounts beside it alone
// (its src/standalone-extras.ts). createRemoteApp points both aliases at the remote's own files.
mountStandalone({ name: __REMOTE_DIR__, App, extras });
