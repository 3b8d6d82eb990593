import { isIP } from 'node:net';
import path from 'node:path';
import { REMOTE_KEYS, remoteEnvVar, type RemoteKey } from '@tjb/mf-config';
import { STOREFRONT_CACHE_TIMES } from '@tjb/storefront/cache-policy';
import * as v from 'valibot';
import { wordIssue } from './issue-wording';

/** The repository root: the gateway serves the shell and remotes from their build folders here. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** `Infinity` or a word fails as a type, so no bound is reported after it. */
const finiteNumber = v.custom<number>((n) => typeof n === 'number' && Number.isFinite(n), (issue) => wordIssue({ ...issue, type: 'number' }));
/** A whole number from the environment, read with `Number(value)` (so a blank value reads as 0), within bounds. */
/**
 * How long a server-rendered page is kept by default (fresh, then stale while it refreshes). Its answers
 * must still be fresh when the browser hydrates it: the catalogue's reads stay fresh in the browser for
 * STOREFRONT_CACHE_TIMES.short (spec 001 §9), and a page kept longer has the browser ask the Storefront
 * again for what it was just sent. A minute less, for the page to arrive and hydrate.
 */
export const DEFAULT_PAGE_KEEP_SECONDS = (STOREFRONT_CACHE_TIMES.short.freshMs - 60_000) / 1000;

const envInt = (min: number, max: number) => v.pipe(v.unknown(), v.transform(Number), finiteNumber, v.safeInteger(), v.minValue(min), v.maxValue(max));
const port = (fallback: number) => v.optional(envInt(0, 65535), fallback);
/** Unset or blank: undefined; otherwise trimmed. */
const optionalString = v.optional(v.pipe(v.string(), v.trim(), v.transform((s) => (s === '' ? undefined : s))));
/** An optional string that, when given, must also pass `check`. */
const optionalChecked = (check: v.GenericSchema<string, string>) =>
  v.optional(v.pipe(v.string(), v.trim(), v.transform((s) => (s === '' ? undefined : s)), v.optional(check)));

/**
 * A URL whose scheme (without the colon) matches `protocol`. An http(s) one must be written with `://`:
 * the URL parser would read `http:example.com` as http://example.com.
 */
const urlWith = (protocol: RegExp, message: string) =>
  v.pipe(
    v.string(),
    v.check((text) => {
      if (protocol.test('http') && !/^https?:\/\//i.test(text)) return false;
      const url = URL.parse(text);
      return url !== null && protocol.test(url.protocol.slice(0, -1));
    }, message),
  );

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
const trustProxy = v.pipe(
  v.optional(v.pipe(v.string(), v.trim()), ''),
  v.transform((s) => s.split(',').map((e) => e.trim()).filter(Boolean)),
  v.check((list) => list.every(isProxyAddress), 'must be a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal'),
);

const configSchema = v.pipe(
  v.object({
    PORT: port(8080),
    HOST: optionalString,
    API_PORT: port(8081),
    STOREFRONT_PORT: port(8090),
    STOREFRONT_API_VERSION: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/, 'must look like 2025-01')), '2025-01'),
    SHOPIFY_STORE_DOMAIN: optionalChecked(
      v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]*\.[a-z]{2,}$/i, 'must be a bare domain such as my-shop.myshopify.com')),
    ),
    SHOPIFY_STOREFRONT_TOKEN: optionalString,
    // Another Storefront-compatible server as the store (a staging copy, a second embedded server in
    // tests): its http(s) origin. The shop then runs as it does on a real store.
    STOREFRONT_UPSTREAM: optionalChecked(urlWith(/^https?$/, 'must be an http(s) origin such as http://127.0.0.1:9090')),
    STOREFRONT_CACHE: v.optional(v.picklist(['on', 'off']), 'on'),
    // Server-rendered pages kept for the next shopper: fresh this long, then served stale while one
    // render refreshes them, for at most PAGE_CACHE_KEEP_SECONDS; a stock change drops them at once.
    PAGE_CACHE: v.optional(v.picklist(['on', 'off']), 'on'),
    PAGE_CACHE_FRESH_SECONDS: v.optional(envInt(1, 86_400), 60),
    PAGE_CACHE_KEEP_SECONDS: v.optional(envInt(1, 86_400), DEFAULT_PAGE_KEEP_SECONDS),
    STOREFRONT_FAULTS: v.optional(v.picklist(['on', 'off']), 'off'),
    // The embedded Storefront server's own heap: a request that would need more restarts it, not the shop.
    STOREFRONT_MAX_HEAP_MB: v.optional(envInt(64, 16_384), 1024),
    // A registry file ({ remotes: { <key>: entry } }) read on every request; unset: each remote at its own build.
    REMOTES_CONFIG: optionalString,
    STATIC_ROOT: v.optional(v.string(), REPO_ROOT),
    // Released remote builds (pnpm release); default <DATA_DIR>/releases.
    RELEASES_DIR: optionalString,
    // Who may release which remote: mfe-<name>:<token>,mfe-<other>:<token> (one or more per remote).
    RELEASE_TOKENS: optionalChecked(
      v.pipe(v.string(), v.regex(/^\s*mfe-[a-z-]+:[^,:\s]{16,}\s*(,\s*mfe-[a-z-]+:[^,:\s]{16,}\s*)*$/, 'must look like mfe-<name>:<token of 16+ characters>,mfe-<other>:<token>')),
    ),
    // Releases kept per remote besides the active one, the canary and the rollback target; older ones are
    // pruned after each promote (files removed, history kept).
    RELEASE_KEEP: v.optional(envInt(0, 1000), 5),
    // How often a replica asks the database whether the remote registry changed. Default 2 s alone; with
    // Redis a change arrives at once, and the poll (30 s) only catches a message lost in an outage.
    REGISTRY_POLL_MS: v.optional(envInt(200, 600_000)),
    DATA_DIR: v.optional(v.string(), path.join(REPO_ROOT, '.data')),
    DATABASE_URL: optionalString,
    CATALOG_CSV: optionalString,
    CATALOG_SIZE: v.optional(envInt(1, 100_000)),
    ALLOWED_ORIGINS: optionalString,
    // Outgoing mail (gift cards, discount codes): an SMTP URL such as smtps://user:pass@smtp.example.com.
    SMTP_URL: optionalChecked(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'))),
    MAIL_FROM: optionalString,
    // Designs stored for carts that were never ordered are dropped after this many days.
    DESIGN_RETENTION_DAYS: v.optional(envInt(1, 3650), 30),
    // Several replicas of the gateway share rate limits and cache purges through this Redis; unset: one process.
    REDIS_URL: optionalChecked(urlWith(/^rediss?$/, 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379')),
    // A pending order older than this lost its gateway mid-payment: it fails and gives its stock back.
    PENDING_ORDER_TIMEOUT_MINUTES: v.optional(envInt(5, 10_080), 30),
    // Guest carts untouched this long are dropped (the session cookie itself lives 30 days).
    CART_RETENTION_DAYS: v.optional(envInt(1, 3650), 30),
    // On SIGTERM, requests in flight get this long to finish before their connections are cut.
    SHUTDOWN_GRACE_MS: v.optional(envInt(0, 600_000), 10_000),
    // Test runs from one address place many orders; production keeps the factor at 1.
    RATE_LIMIT_FACTOR: v.optional(envInt(1, 1000), 1),
    // A page whose server render takes longer goes out as the plain shell page, rendered by the browser.
    // Test runs that assert the server's HTML raise it, so a loaded machine cannot change their answer.
    SERVER_RENDER_TIMEOUT_MS: v.optional(envInt(100, 120_000), 1500),
    TRUST_PROXY: trustProxy,
    COOKIE_SECURE: v.optional(v.picklist(['true', 'false']), 'false'),
    LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  }),
  v.forward(
    v.check((c) => Boolean(c.SHOPIFY_STORE_DOMAIN) === Boolean(c.SHOPIFY_STOREFRONT_TOKEN), 'SHOPIFY_STORE_DOMAIN and SHOPIFY_STOREFRONT_TOKEN go together: set both or neither'),
    ['SHOPIFY_STORE_DOMAIN'],
  ),
  v.forward(v.check((c) => !(c.SHOPIFY_STORE_DOMAIN && c.STOREFRONT_UPSTREAM), 'set SHOPIFY_STORE_DOMAIN or STOREFRONT_UPSTREAM, not both'), ['STOREFRONT_UPSTREAM']),
);

export type RawConfig = v.InferOutput<typeof configSchema>;

export interface Config extends RawConfig {
  /** The store's Storefront origin when the shop runs on a store of its own; undefined: the embedded one. */
  storeOrigin: string | undefined;
  remoteOverrides: Partial<Record<RemoteKey, string>>;
  allowedOrigins: string[];
}

export class ConfigError extends Error {}

/** Reads and checks the environment once at start-up; a bad value stops start-up naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = v.safeParse(configSchema, env);
  if (!parsed.success) {
    const lines = parsed.issues.map((i) => `  ${v.getDotPath(i) || '(config)'}: ${i.message}`);
    throw new ConfigError(`Invalid gateway configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.output;
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
