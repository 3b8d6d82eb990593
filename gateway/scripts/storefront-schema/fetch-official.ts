/**
 * Refreshes the committed copy of Shopify's official Storefront API 2025-01 schema:
 *   pnpm --filter gateway exec tsx scripts/storefront-schema/fetch-official.ts
 * It packs @shopify/hydrogen-react@2025.1.4 with npm (no install: its React 18 peers never touch
 * the workspace), extracts storefront.schema.json and stores it gzipped next to the server.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { OFFICIAL_SCHEMA_FILE } from '../../src/storefront-server/schema/official';

const PACKAGE = '@shopify/hydrogen-react@2025.1.4';
const work = mkdtempSync(join(tmpdir(), 'hydrogen-react-'));
try {
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', work], { encoding: 'utf8' }).trim().split('\n').pop();
  if (!tarball) throw new Error(`npm pack ${PACKAGE} printed no file name`);
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', work, 'package/storefront.schema.json']);
  const json = readFileSync(join(work, 'package/storefront.schema.json'));
  JSON.parse(json.toString('utf8')); // refuse to store something that is not JSON
  writeFileSync(OFFICIAL_SCHEMA_FILE, gzipSync(json, { level: 9 }));
  console.log(`stored ${OFFICIAL_SCHEMA_FILE} (${json.length} bytes uncompressed)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
