import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from '../driver';
import type { DesignImageRecord, DesignRecord, NewDesign } from '../types';

/**
 * Stores an image once per hash; a second upload of the same bytes reuses the row and makes it new
 * again, so the purge below never takes an image a design is about to point at.
 */
export async function saveDesignImage(sql: SqlExecutor, image: DesignImageRecord & { hash: string }): Promise<void> {
  await sql.query('INSERT INTO design_images (hash, mime, bytes) VALUES ($1, $2, $3) ON CONFLICT (hash) DO UPDATE SET created_at = now()', [
    image.hash,
    image.mime,
    image.bytes,
  ]);
}

export async function createDesign(sql: SqlExecutor, design: NewDesign): Promise<{ id: string }> {
  const id = randomUUID();
  await sql.query('INSERT INTO designs (id, session_key, spec, image_hash, preview_hash) VALUES ($1, $2, $3, $4, $5)', [
    id,
    design.sessionKey,
    JSON.stringify(design.spec),
    design.imageHash,
    design.previewHash,
  ]);
  return { id };
}

export async function findDesign(sql: SqlExecutor, id: string): Promise<DesignRecord | undefined> {
  const { rows } = await sql.query<{ id: string; session_key: string; spec: unknown; image_hash: string | null; preview_hash: string; created_at: Date }>(
    'SELECT id, session_key, spec, image_hash, preview_hash, created_at FROM designs WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  const spec = typeof row.spec === 'string' ? (JSON.parse(row.spec) as unknown) : row.spec;
  return { id: row.id, sessionKey: row.session_key, spec: spec as Record<string, unknown>, imageHash: row.image_hash, previewHash: row.preview_hash, createdAt: new Date(row.created_at) };
}

export async function findDesignImage(sql: SqlExecutor, hash: string): Promise<DesignImageRecord | undefined> {
  const { rows } = await sql.query<{ mime: DesignImageRecord['mime']; bytes: Uint8Array }>('SELECT mime, bytes FROM design_images WHERE hash = $1', [hash]);
  const row = rows[0];
  return row ? { mime: row.mime, bytes: Buffer.from(row.bytes) } : undefined;
}

/**
 * Designs stored before `before` that no order line shows (a cart left behind), then the images no
 * design uses any more. An ordered design is kept with its order.
 */
export async function purgeUnorderedDesigns(sql: SqlExecutor, before: Date): Promise<{ designs: number; images: number }> {
  const designs = await sql.query(
    `DELETE FROM designs d WHERE d.created_at < $1
       AND NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.image = '/api/designs/' || d.id::text || '/preview')`,
    [before],
  );
  const images = await sql.query(
    `DELETE FROM design_images i WHERE i.created_at < $1
       AND NOT EXISTS (SELECT 1 FROM designs d WHERE d.image_hash = i.hash OR d.preview_hash = i.hash)`,
    [before],
  );
  return { designs: designs.rowCount ?? 0, images: images.rowCount ?? 0 };
}
