import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import * as v from 'valibot';

/** The one channel replicas tell each other about stock changes on. */
export const PURGE_CHANNEL = 'tjb:storefront-purge';

/** The channel a replica announces a remote registry change on (a release promoted, canaried, rolled back). */
export const REGISTRY_CHANNEL = 'tjb:registry';

const registryMessage = v.object({ v: v.literal(1), from: v.pipe(v.string(), v.minLength(1)) });
const purgeMessage = v.object({
  v: v.literal(1),
  from: v.pipe(v.string(), v.minLength(1)),
  productIds: v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.maxLength(10_000)),
});

export interface RedisLink {
  /** This process among the replicas: its own purges come back to it and are skipped. */
  readonly replicaId: string;
  /** An express-rate-limit store counting in Redis, so every replica counts against one limit. */
  rateLimitStore(name: string): RedisStore;
  /** Tells every other replica that these products' stock changed. */
  publishPurge(productIds: readonly string[]): Promise<void>;
  /** Called with each purge another replica publishes. */
  onPurge(handler: (productIds: readonly string[]) => void): void;
  /** Tells every other replica that the remote registry changed in the database. */
  publishRegistryChange(): Promise<void>;
  /** Called when another replica changed the remote registry. */
  onRegistryChange(handler: () => void): void;
  close(): Promise<void>;
}

/**
 * What several gateway replicas share through Redis: rate-limit counters and cache purges. Start-up
 * fails if Redis cannot be reached (a misconfigured REDIS_URL must not pass unnoticed); later outages
 * reconnect in the background while commands fail at once rather than queue, so a request never
 * waits on Redis (see the rate limiters' passOnStoreError).
 */
export async function connectRedis(opts: { url: string; logger: Logger; keyPrefix?: string }): Promise<RedisLink> {
  const { url, logger, keyPrefix = 'tjb:' } = opts;
  const replicaId = randomUUID();
  let connected = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5000,
      // Before the first connection an error ends start-up; after it, retry with a capped backoff.
      // (A new Error: node-redis checks instanceof, and the socket's error may come from another realm.)
      reconnectStrategy: (retries: number, cause: Error) => (connected ? Math.min(100 * 2 ** retries, 5000) : new Error(cause.message)),
    },
  });
  let lastError = '';
  client.on('error', (err: Error) => {
    // Reconnection repeats the same error many times; once per kind is enough in the log.
    if (err.message !== lastError) logger.warn({ error: { message: err.message } }, 'Redis connection failed; reconnecting');
    lastError = err.message;
  });
  client.on('ready', () => {
    if (lastError) logger.info('Redis connection is back');
    lastError = '';
  });
  const subscriber = client.duplicate();
  subscriber.on('error', () => undefined); // reported by the main client's listener
  const handlers: Array<(productIds: readonly string[]) => void> = [];
  const registryHandlers: Array<() => void> = [];

  try {
    await client.connect();
    await subscriber.connect();
    connected = true;
    await subscriber.subscribe(PURGE_CHANNEL, (raw: string) => {
      let message: v.InferOutput<typeof purgeMessage>;
      try {
        message = v.parse(purgeMessage, JSON.parse(raw));
      } catch {
        logger.warn('malformed purge message on Redis ignored');
        return;
      }
      if (message.from === replicaId) return;
      for (const handler of handlers) handler(message.productIds);
    });
    await subscriber.subscribe(REGISTRY_CHANNEL, (raw: string) => {
      const message = v.safeParse(registryMessage, (() => {
        try {
          return JSON.parse(raw) as unknown;
        } catch {
          return undefined;
        }
      })());
      if (!message.success) return void logger.warn('malformed registry message on Redis ignored');
      if (message.output.from === replicaId) return;
      for (const handler of registryHandlers) handler();
    });
  } catch (err) {
    for (const c of [client, subscriber]) if (c.isOpen) c.destroy();
    throw new Error(`Redis at REDIS_URL could not be reached: ${(err as Error).message}`, { cause: err });
  }
  logger.info({ replicaId }, 'Redis connected: rate limits and cache purges are shared with other replicas');

  return {
    replicaId,
    rateLimitStore: (name) =>
      new RedisStore({ prefix: `${keyPrefix}rl:${name}:`, sendCommand: (...args: string[]) => client.sendCommand(args) }),
    async publishPurge(productIds) {
      await client.publish(PURGE_CHANNEL, JSON.stringify({ v: 1, from: replicaId, productIds }));
    },
    onPurge(handler) {
      handlers.push(handler);
    },
    async publishRegistryChange() {
      await client.publish(REGISTRY_CHANNEL, JSON.stringify({ v: 1, from: replicaId }));
    },
    onRegistryChange(handler) {
      registryHandlers.push(handler);
    },
    async close() {
      await subscriber.close().catch(() => subscriber.destroy());
      await client.close().catch(() => client.destroy());
    },
  };
}
