import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeShellBundle } from '../../web/test-support/shell-bundle';
import type { ReleaseManifest } from '../manifest';

/** What the fixture shell provides (and what the guard rail compares a fixture release with). */
export const FIXTURE_SHELL_PROVIDES = {
  singletons: { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '6.30.6' },
  federationRuntime: '2.9.2',
};

export interface FixtureRelease {
  manifest: ReleaseManifest;
  files: Record<string, string>;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * A tiny build of mfe-catalog in the shape `pnpm release` uploads: a remote entry and a chunk naming
 * their version, a preload manifest, and a server bundle whose page says which version rendered it.
 */
export function fixtureRelease(version: string, opts: { react?: string; routes?: string[]; exposes?: string[]; federationRuntime?: string } = {}): FixtureRelease {
  const react = opts.react ?? '19.3.1';
  const raw: Record<string, string> = {
    'dist/remoteEntry.js': `/* mfe-catalog ${version} */ window.mfe_catalog = { version: ${JSON.stringify(version)} };`,
    'dist/static/1.abcdef1234.js': `/* chunk of ${version} */`,
    'dist/preload-manifest.json': JSON.stringify({ version: 1, bootstrap: [], shared: {}, exposes: { './App': ['static/1.abcdef1234.js'] }, pages: {} }),
    'dist-server/server.js': `exports.createServerSession = () => ({
      App: ${JSON.stringify(version)},
      prepare: async () => undefined,
      styles: () => [],
      state: () => undefined,
      dispose() {},
    });`,
  };
  const files = Object.fromEntries(Object.entries(raw).map(([p, text]) => [p, Buffer.from(text).toString('base64')]));
  const manifest: ReleaseManifest = {
    v: 1,
    remote: 'mfe-catalog',
    version,
    publicPath: `/remotes/mfe-catalog/${version}/`,
    entry: 'remoteEntry.js',
    exposes: opts.exposes ?? ['./App', './SearchSuggestions', './ChatAssistant'],
    shared: {
      react: { version: react, requiredVersion: react },
      'react-dom': { version: react, requiredVersion: react },
      'react-router-dom': { version: '6.30.6', requiredVersion: '6.30.6' },
    },
    federationRuntime: opts.federationRuntime ?? FIXTURE_SHELL_PROVIDES.federationRuntime,
    routes: opts.routes ?? ['/', '/shop', '/product/:handle'],
    serverBundle: 'dist-server/server.js',
    files: Object.entries(raw).map(([p, text]) => ({ path: p, sha256: sha256(Buffer.from(text)), size: Buffer.byteLength(text) })),
  };
  return { manifest, files };
}

/**
 * A static root with a shell (a server bundle that renders the page's remote session into
 * `data-rendered-by`, and whose document is its props: documentOf) and the file registry of the repository, for a web app under test.
 */
export function fixtureStaticRoot(dir: string): { staticRoot: string; registryFile: string } {
  mkdirSync(path.join(dir, 'shell', 'dist'), { recursive: true });
  writeShellBundle(dir, { renderShop: `async (ctx, page) => ({ html: '<main data-rendered-by="' + (page ? page.remote + '@' + page.session.App : 'none') + '"></main>', head: [], state: [] })` });
  const registryFile = path.join(dir, 'remotes.config.json');
  writeFileSync(
    registryFile,
    JSON.stringify({
      remotes: {
        catalog: '/remotes/mfe-catalog/remoteEntry.js',
        cartCheckout: '/remotes/mfe-cart-checkout/remoteEntry.js',
        support: '/remotes/mfe-support/remoteEntry.js',
      },
    }),
  );
  return { staticRoot: dir, registryFile };
}
