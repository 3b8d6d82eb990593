import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLogger } from './logger';
import { superviseProcess } from './supervisor/supervise-process';

/**
 * `npm start`'s gateway: runs start.ts in a child process and starts it again whenever it dies, so
 * one fatal request or bug costs the shop seconds, not the rest of the day. A bad configuration
 * (exit 78) is not retried.
 */
const logger = createLogger(process.env.LOG_LEVEL ?? 'info').child({ component: 'supervisor' });
const supervisor = superviseProcess({
  command: process.execPath,
  // tsx as a loader in the gateway's own process (no wrapper process), so a signal or a crash is its own.
  args: ['--import', pathToFileURL(require.resolve('tsx')).href, path.join(__dirname, 'start.ts')],
  logger,
  fatalExitCodes: [78],
  onGiveUp: (code) => process.exit(code),
});
logger.info({ pid: process.pid }, 'supervising the gateway');

const stop = (signal: NodeJS.Signals) => {
  logger.info({ signal }, 'stopping the gateway');
  void supervisor.stop(signal).then(() => process.exit(0));
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
