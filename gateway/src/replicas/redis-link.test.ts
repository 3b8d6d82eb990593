import pino from 'pino';
import { createClient } from 'redis';
import { startRedisServer } from '../api/test-support/redis-server';
import { waitUntil } from '../api/test-support/wait-until';
import { PURGE_CHANNEL, connectRedis, type RedisLink } from './redis-link';

const silent = pino({ level: 'silent' });

describe('connectRedis', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  const links: RedisLink[] = [];
  beforeAll(async () => {
    redis = await startRedisServer(6392);
  });
  afterAll(async () => {
    for (const link of links) await link.close();
    await redis?.stop();
  });
  const link = async () => {
    const l = await connectRedis({ url: redis.url, logger: silent });
    links.push(l);
    return l;
  };

  it('when one replica publishes a purge, then every other replica hears it and the publisher does not hear its own', async () => {
    const [a, b, c] = [await link(), await link(), await link()];
    const heard: Record<string, string[][]> = { a: [], b: [], c: [] };
    a.onPurge((ids) => void heard.a!.push([...ids]));
    b.onPurge((ids) => void heard.b!.push([...ids]));
    c.onPurge((ids) => void heard.c!.push([...ids]));
    await a.publishPurge(['gid://shopify/Product/1']);
    await waitUntil(() => heard.b!.length === 1 && heard.c!.length === 1, 'the purge to reach b and c');
    expect(heard.b).toEqual([['gid://shopify/Product/1']]);
    // A later purge from b reaching a shows a's own earlier message was not delivered to it.
    await b.publishPurge(['gid://shopify/Product/2']);
    await waitUntil(() => heard.a!.length === 1, 'the purge from b to reach a');
    expect(heard.a).toEqual([['gid://shopify/Product/2']]);
  });

  it('when a malformed message arrives on the channel, then it is ignored and the next good one still gets through', async () => {
    const a = await link();
    const heard: string[][] = [];
    a.onPurge((ids) => void heard.push([...ids]));
    const raw = createClient({ url: redis.url });
    await raw.connect();
    await raw.publish(PURGE_CHANNEL, 'not json');
    await raw.publish(PURGE_CHANNEL, JSON.stringify({ v: 1, from: 'other', productIds: 'everything' }));
    await raw.publish(PURGE_CHANNEL, JSON.stringify({ v: 1, from: 'other', productIds: ['gid://shopify/Product/3'] }));
    await raw.close();
    await waitUntil(() => heard.length > 0, 'the good purge');
    expect(heard).toEqual([['gid://shopify/Product/3']]);
  });

  it('when Redis cannot be reached at start, then connecting fails with a message naming REDIS_URL', async () => {
    await expect(connectRedis({ url: 'redis://127.0.0.1:6399', logger: silent })).rejects.toThrow(/REDIS_URL/);
  });
});
