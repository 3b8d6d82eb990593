import { STOREFRONT_CACHE_TIMES } from '@tjb/storefront/cache-policy';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('when nothing is set, then the embedded defaults apply', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.STOREFRONT_API_VERSION).toBe('2025-01');
    expect(c.SHOPIFY_STORE_DOMAIN).toBeUndefined();
    expect(c.allowedOrigins).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
  });

  it('when nothing is set, then a kept page is never older than its catalogue answers stay fresh in the browser, so hydrating it asks the Storefront nothing', () => {
    const c = loadConfig({});
    expect(c.PAGE_CACHE_FRESH_SECONDS).toBeLessThanOrEqual(c.PAGE_CACHE_KEEP_SECONDS);
    // A minute left for the page to arrive and hydrate.
    expect(c.PAGE_CACHE_KEEP_SECONDS * 1000).toBeLessThanOrEqual(STOREFRONT_CACHE_TIMES.short.freshMs - 60_000);
  });

  it('when a port is not a number, then start-up stops naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('when a number is blank, a word, Infinity or out of range, then the line says what was expected', () => {
    const problem = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return 'accepted';
      } catch (err) {
        return (err as Error).message;
      }
    };
    expect(loadConfig({ PORT: '' }).PORT).toBe(0);
    expect(loadConfig({ PORT: ' 9000 ' }).PORT).toBe(9000);
    expect(problem({ PORT: 'eighty' })).toBe('Invalid gateway configuration:\n  PORT: Invalid input: expected number, received NaN');
    expect(problem({ RATE_LIMIT_FACTOR: 'Infinity' })).toBe('Invalid gateway configuration:\n  RATE_LIMIT_FACTOR: Invalid input: expected number, received Infinity');
    expect(problem({ PORT: '70000', PAGE_CACHE: 'maybe' })).toBe(
      'Invalid gateway configuration:\n  PORT: Too big: expected number to be <=65535\n  PAGE_CACHE: Invalid option: expected one of "on"|"off"',
    );
  });

  it('when a store domain comes without a token, then start-up stops and says they go together', () => {
    expect(() => loadConfig({ SHOPIFY_STORE_DOMAIN: 'tjs.myshopify.com' })).toThrow(/set both or neither/);
  });

  it('when the store domain has a scheme, then it is refused', () => {
    expect(() => loadConfig({ SHOPIFY_STORE_DOMAIN: 'https://tjs.myshopify.com', SHOPIFY_STOREFRONT_TOKEN: 't' })).toThrow(/SHOPIFY_STORE_DOMAIN/);
  });

  it('when the store is a domain or another Storefront server, then the shop runs on it; nothing set: the embedded one', () => {
    expect(loadConfig({ SHOPIFY_STORE_DOMAIN: 'tjs.myshopify.com', SHOPIFY_STOREFRONT_TOKEN: 't' }).storeOrigin).toBe('https://tjs.myshopify.com');
    expect(loadConfig({ STOREFRONT_UPSTREAM: 'http://127.0.0.1:9090/' }).storeOrigin).toBe('http://127.0.0.1:9090');
    expect(loadConfig({}).storeOrigin).toBeUndefined();
  });

  it.each([['ftp://127.0.0.1:9090'], ['not a url']])('when STOREFRONT_UPSTREAM is %p, then start-up stops naming it', (value) => {
    expect(() => loadConfig({ STOREFRONT_UPSTREAM: value })).toThrow(/STOREFRONT_UPSTREAM/);
  });

  it('when both a store domain and an upstream are set, then start-up stops: the shop has one store', () => {
    expect(() => loadConfig({ SHOPIFY_STORE_DOMAIN: 'tjs.myshopify.com', SHOPIFY_STOREFRONT_TOKEN: 't', STOREFRONT_UPSTREAM: 'http://127.0.0.1:9090' })).toThrow(/not both/);
  });

  it('when remote URLs are overridden, then they are collected by remote', () => {
    const c = loadConfig({ REMOTE_SUPPORT_URL: 'http://cdn/support/remoteEntry.js' });
    expect(c.remoteOverrides).toEqual({ support: 'http://cdn/support/remoteEntry.js' });
  });

  it('when TRUST_PROXY is unset, then no proxy is trusted', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
  });

  it('when TRUST_PROXY names addresses, ranges and named ranges, then they are listed', () => {
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,192.168.1.7, ::1, fd00::/8' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8']);
  });

  it.each(['everyone', '10.0.0.0/33', '300.1.1.1', 'true', '1'])('when TRUST_PROXY is %p, then start-up stops naming it', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it('when REDIS_URL is unset, then the gateway runs alone; set, it is kept for the replicas to share', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/0' }).REDIS_URL).toBe('redis://127.0.0.1:6379/0');
    expect(loadConfig({ REDIS_URL: 'rediss://user:pw@cache.example.com:6380' }).REDIS_URL).toBe('rediss://user:pw@cache.example.com:6380');
  });

  it.each(['http://127.0.0.1:6379', '127.0.0.1:6379', 'not a url'])('when REDIS_URL is %p, then start-up stops naming it', (value) => {
    expect(() => loadConfig({ REDIS_URL: value })).toThrow(/REDIS_URL/);
  });

  it('when the reaper and shutdown settings are unset, then the defaults apply; a too-short payment timeout is refused', () => {
    expect(loadConfig({})).toMatchObject({ PENDING_ORDER_TIMEOUT_MINUTES: 30, CART_RETENTION_DAYS: 30, SHUTDOWN_GRACE_MS: 10_000 });
    expect(() => loadConfig({ PENDING_ORDER_TIMEOUT_MINUTES: '1' })).toThrow(/PENDING_ORDER_TIMEOUT_MINUTES/);
  });
});
