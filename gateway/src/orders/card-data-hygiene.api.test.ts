import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import request from 'supertest';
import { CARD, ORIGIN, captureLogs, cartItem, checkoutBody, createTestApi } from '../api/test-support/test-api';
import { IDS, VISUALIZATION_BUNDLE, createTestCatalog } from '../api/test-support/test-catalog';
import { databaseVariants, openTestDatabase } from '../api/test-support/test-database';

const CARDS = ['4242424242424242', '4000000000000002', '4000000000009995', '4000000000000119', '5555555555554444', '4111111111111111'];
const CVV = '9183';

type Query = (sql: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;

/** Every row of every table in the schema, as text: what a database dump would show. */
async function dumpTables(query: Query, schema: string): Promise<string> {
  const tables = await query('SELECT tablename FROM pg_tables WHERE schemaname = $1', [schema]);
  let text = '';
  for (const { tablename } of tables.rows) text += JSON.stringify((await query(`SELECT * FROM "${schema}"."${String(tablename)}"`)).rows);
  return text;
}

async function dumpPostgres(url: string, schema: string): Promise<string> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await dumpTables((sql, params) => client.query(sql, params), schema);
  } finally {
    await client.end();
  }
}

/** PGlite's rows through a fresh instance, plus every byte of its files (WAL included) as latin1 text. */
async function dumpPglite(dataDir: string): Promise<{ rows: string; files: string }> {
  const pg = await PGlite.create(dataDir);
  const rows = await dumpTables((sql, params) => pg.query(sql, params), 'public');
  await pg.close();
  let files = '';
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files += fs.readFileSync(full).toString('latin1');
    }
  };
  walk(dataDir);
  return { rows, files };
}

describe.each(databaseVariants())('card data on $variant', ({ variant, url }) => {
  it('when a run of orders is made with every test card, then no full card number or CVV is in the database or the logs', async () => {
    const dataDir = variant === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'tjb-hygiene-')) : undefined;
    const t = await openTestDatabase(variant, { url, dataDir });
    try {
      const catalog = createTestCatalog();
      await t.db.seedInventory(catalog);
      const { logger, logs } = captureLogs();
      const app = createTestApi({ db: t.db, catalog, logger });
      for (const [index, number] of CARDS.entries()) {
        const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
        await request(app).post('/api/shopify/process-payment').set('Origin', ORIGIN).set('Idempotency-Key', `hygiene-${index}`)
          .send(checkoutBody([cartItem(IDS.patch, IDS.patchVariant, 1, '12.50')], { ...CARD, cardNumber: spaced, cvv: CVV }));
        const { paymentMethod: _m, ...card } = CARD;
        await request(app).post('/api/bundle-visualization/purchase').set('Origin', ORIGIN)
          .send({ paymentInfo: { ...card, cardNumber: number, cvv: CVV }, bundle: VISUALIZATION_BUNDLE });
      }
      // Malformed JSON with a card in it must not reach the log through the parser's error either.
      await request(app).post('/api/shopify/process-payment').set('Origin', ORIGIN).set('Content-Type', 'application/json')
        .send(`{"paymentInfo":{"cardNumber":"${CARDS[0]}","cvv":"${CVV}"`);
      // V8 quotes short bad JSON in its error message; that message must not be logged either.
      for (const bad of [`${CARDS[0]}x`, `{"n":${CARDS[0]}x}`, `["${CARDS[0]}",${CVV}x]`]) {
        await request(app).post('/api/cart').set('Origin', ORIGIN).set('Content-Type', 'application/json').send(bad).expect(400);
      }
      // Nor a body the handler chokes on after parsing: a price that passes the schema but is refused later.
      await request(app).post('/api/shopify/process-payment').set('Origin', ORIGIN)
        .send({ ...checkoutBody([cartItem(IDS.patch, IDS.patchVariant, 1, '99.99')], { ...CARD, cvv: CVV }) });

      let stored: string;
      let rawFiles = '';
      if (dataDir) {
        await t.dispose();
        ({ rows: stored, files: rawFiles } = await dumpPglite(dataDir));
      } else {
        stored = await dumpPostgres(url as string, t.schema as string);
      }
      const logText = logs.text();
      expect(logs.lines.length).toBeGreaterThan(0);
      for (const number of CARDS) {
        expect(stored).not.toContain(number);
        expect(rawFiles).not.toContain(number);
        expect(logText).not.toContain(number);
        expect(logText).not.toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));
      }
      // As a value of its own: four digits turn up inside ids, hashes and millisecond timestamps by chance.
      const cvvAlone = new RegExp(`(?<![0-9A-Za-z])${CVV}(?![0-9A-Za-z])`);
      expect(stored).not.toMatch(cvvAlone);
      expect(logText).not.toMatch(cvvAlone);
      expect(logText).not.toContain('tina.rider@example.com');
      expect(stored).toContain('4242'); // the last four are kept, as they should be
    } finally {
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      else await t.dispose();
    }
  }, 300_000);
});

