import { isIP } from 'node:net';
import path from 'node:path';
import { REMOTE_KEYS, remoteEnvVar, type RemoteKey } from '@tjb/mf-config';
import { z } from 'zod';

/** The repository root: the gateway serves the shell and remotes from their build folders here. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const optionalString = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s))
  .optional();

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`) or one of Express's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-For the public server believes. Default none: every other client
 * could write any address into that header and reset its rate limits with each request.
 */
const trustProxy = z
  .string()
  .trim()
  .default('')
  .transform((s) => s.split(',').map((e) => e.trim()).filter(Boolean))
  .refine((list) => list.every(isProxyAddress), 'must be a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal');

const configSchema = z
  .object({
    PORT: port(8080),
    HOST: optionalString,
    API_PORT: port(8081),
    STOREFRONT_PORT: port(8090),
    STOREFRONT_API_VERSION: z.string().regex(/^\d{4}-\d{2}$/, 'must look like 2025-01').default('2025-01'),
    SHOPIFY_STORE_DOMAIN: optionalString.pipe(
      z.string().regex(/^[a-z0-9][a-z0-9.-]*\.[a-z]{2,}$/i, 'must be a bare domain such as my-shop.myshopify.com').optional(),
    ),
    SHOPIFY_STOREFRONT_TOKEN: optionalString,
    // Another Storefront-compatible server as the store (a staging copy, a second embedded server in
    // tests): its http(s) origin. The shop then runs as it does on a real store.
    STOREFRONT_UPSTREAM: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) origin such as http://127.0.0.1:9090' }).optional()),
    STOREFRONT_CACHE: z.enum(['on', 'off']).default('on'),
    // Server-rendered pages kept for the next shopper: fresh this long, then served stale while one
    // render refreshes them, for at most PAGE_CACHE_KEEP_SECONDS; a stock change drops them at once.
    PAGE_CACHE: z.enum(['on', 'off']).default('on'),
    PAGE_CACHE_FRESH_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    PAGE_CACHE_KEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    STOREFRONT_FAULTS: z.enum(['on', 'off']).default('off'),
    // The embedded Storefront server's own heap: a request that would need more restarts it, not the shop.
    STOREFRONT_MAX_HEAP_MB: z.coerce.number().int().min(64).max(16_384).default(1024),
    // A registry file ({ remotes: { <key>: entry } }) read on every request; unset: each remote at its own build.
    REMOTES_CONFIG: optionalString,
    STATIC_ROOT: z.string().default(REPO_ROOT),
    // Released remote builds (pnpm release); default <DATA_DIR>/releases.
    RELEASES_DIR: optionalString,
    // Who may release which remote: mfe-<name>:<token>,mfe-<other>:<token> (one or more per remote).
    RELEASE_TOKENS: optionalString.pipe(
      z.string().regex(/^\s*mfe-[a-z-]+:[^,:\s]{16,}\s*(,\s*mfe-[a-z-]+:[^,:\s]{16,}\s*)*$/, 'must look like mfe-<name>:<token of 16+ characters>,mfe-<other>:<token>').optional(),
    ),
    // Releases kept per remote besides the active one, the canary and the rollback target; older ones are
    // pruned after each promote (files removed, history kept).
    RELEASE_KEEP: z.coerce.number().int().min(0).max(1000).default(5),
    // How often a replica asks the database whether the remote registry changed. Default 2 s alone; with
    // Redis a change arrives at once, and the poll (30 s) only catches a message lost in an outage.
    REGISTRY_POLL_MS: z.coerce.number().int().min(200).max(600_000).optional(),
    DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data')),
    DATABASE_URL: optionalString,
    CATALOG_CSV: optionalString,
    CATALOG_SIZE: z.coerce.number().int().min(1).max(100_000).optional(),
    ALLOWED_ORIGINS: optionalString,
    // Outgoing mail (gift cards, discount codes): an SMTP URL such as smtps://user:pass@smtp.example.com.
    SMTP_URL: optionalString.pipe(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional()),
    MAIL_FROM: optionalString,
    // Designs stored for carts that were never ordered are dropped after this many days.
    DESIGN_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    // Several replicas of the gateway share rate limits and cache purges through this Redis; unset: one process.
    REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379' }).optional()),
    // A pending order older than this lost its gateway mid-payment: it fails and gives its stock back.
    PENDING_ORDER_TIMEOUT_MINUTES: z.coerce.number().int().min(5).max(10_080).default(30),
    // Guest carts untouched this long are dropped (the session cookie itself lives 30 days).
    CART_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    // On SIGTERM, requests in flight get this long to finish before their connections are cut.
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    // Test runs from one address place many orders; production keeps the factor at 1.
    RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
    // A page whose server render takes longer goes out as the plain shell page, rendered by the browser.
    // Test runs that assert the server's HTML raise it, so a loaded machine cannot change their answer.
    SERVER_RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(1500),
    TRUST_PROXY: trustProxy,
    COOKIE_SECURE: z.enum(['true', 'false']).default('false'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .refine((c) => Boolean(c.SHOPIFY_STORE_DOMAIN) === Boolean(c.SHOPIFY_STOREFRONT_TOKEN), {
    message: 'SHOPIFY_STORE_DOMAIN and SHOPIFY_STOREFRONT_TOKEN go together: set both or neither',
    path: ['SHOPIFY_STORE_DOMAIN'],
  })
  .refine((c) => !(c.SHOPIFY_STORE_DOMAIN && c.STOREFRONT_UPSTREAM), {
    message: 'set SHOPIFY_STORE_DOMAIN or STOREFRONT_UPSTREAM, not both',
    path: ['STOREFRONT_UPSTREAM'],
  });

export type RawConfig = z.infer<typeof configSchema>;

export interface Config extends RawConfig {
  /** The store's Storefront origin when the shop runs on a store of its own; undefined: the embedded one. */
  storeOrigin: string | undefined;
  remoteOverrides: Partial<Record<RemoteKey, string>>;
  allowedOrigins: string[];
}

export class ConfigError extends Error {}

/** Reads and checks the environment once at start-up; a bad value stops start-up naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(config)'}: ${i.message}`);
    throw new ConfigError(`Invalid gateway configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const overrides: Config['remoteOverrides'] = {};
  // REMOTE_<KEY>_URL (REMOTE_CART_CHECKOUT_URL, …), one per remote of the list: that remote's entry, over the registry.
  for (const key of REMOTE_KEYS) {
    const url = env[remoteEnvVar(key)]?.trim();
    if (url) overrides[key] = url;
  }
  const allowedOrigins = c.ALLOWED_ORIGINS
    ? c.ALLOWED_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean)
    : [`http://localhost:${c.PORT}`, `http://127.0.0.1:${c.PORT}`];
  const storeOrigin = c.SHOPIFY_STORE_DOMAIN ? `https://${c.SHOPIFY_STORE_DOMAIN}` : c.STOREFRONT_UPSTREAM?.replace(/\/$/, '');
  return { ...c, storeOrigin, remoteOverrides: overrides, allowedOrigins };
}
