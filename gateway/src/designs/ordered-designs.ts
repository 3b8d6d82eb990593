import type { Database } from '../db';
import type { PricedLine } from '../orders/pricing';
import { designIdFromImage, findOwnDesign } from './store-design';

export const DESIGN_NOT_STORED_MESSAGE = 'A custom design in your cart was not saved with us. Please add it again from the designer.';

/**
 * An order never points at a design the shop does not have: a custom line that shows an image must
 * show a design this session stored. (A custom garment with no image is plain, nothing to print.)
 */
export async function unstoredDesignLines(db: Database, sessionKey: string, lines: readonly PricedLine[]): Promise<string[]> {
  const missing: string[] = [];
  for (const line of lines) {
    if (line.resolved.kind !== 'custom' || !line.display.productData.image) continue;
    const id = designIdFromImage(line.display.productData.image);
    if (!id || !(await findOwnDesign(db, sessionKey, id))) missing.push(line.id);
  }
  return missing;
}
