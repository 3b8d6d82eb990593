import type { Catalog } from '../../catalog/types';
import { createTestApi } from './test-api';
import { openTestDatabase, type DatabaseVariant, type TestDatabase } from './test-database';

/**
 * What most API tests start from: a fresh database of one variant, holding the catalogue's stock, and
 * the API app over it. The caller closes it with `t.dispose()`.
 */
export async function openSeededTestApi(
  database: { variant: DatabaseVariant; url?: string },
  opts: Omit<Parameters<typeof createTestApi>[0], 'db'> & { catalog: Catalog },
): Promise<{ t: TestDatabase; app: ReturnType<typeof createTestApi> }> {
  const t = await openTestDatabase(database.variant, { url: database.url });
  await t.db.seedInventory(opts.catalog);
  return { t, app: createTestApi({ ...opts, db: t.db }) };
}
