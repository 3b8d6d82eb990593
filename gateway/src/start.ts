import { ConfigError, loadConfig } from './config';
import { startServer } from './server';

// The server render requires React from the apps' bundles on the first page: its production build,
// unless told otherwise (development's checks make every render several times slower).
process.env.NODE_ENV ??= 'production';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  const shop = await startServer(config);
  // Said once, as a fatal line, before dying: the supervisor restarts the process and logs why.
  const die = (kind: string) => (err: unknown) => {
    shop.logger.fatal({ err }, `${kind}; the gateway process exits`);
    console.error(`gateway: ${kind}:`, err);
    process.exit(1);
  };
  process.on('uncaughtException', die('uncaught exception'));
  process.on('unhandledRejection', die('unhandled promise rejection'));
  // SIGTERM (a rolling deploy, the load balancer draining this replica): stop taking connections, let the
  // requests in flight finish within SHUTDOWN_GRACE_MS, then close the rest and the database. Should
  // something still hang, the process leaves anyway a little later: shutdown is bounded.
  const stop = async (signal: string) => {
    shop.logger.info({ signal, graceMs: config.SHUTDOWN_GRACE_MS }, 'shutting down');
    setTimeout(() => {
      shop.logger.error('shutdown did not finish in time; exiting anyway');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS + 15_000).unref();
    await shop.close();
    shop.logger.info('shut down cleanly');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('The shop could not start:', err);
  process.exit(1);
});
