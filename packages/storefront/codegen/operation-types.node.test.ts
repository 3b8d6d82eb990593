import { readFileSync } from 'node:fs';
import { generateOperationTypes, OUTPUT_FILE } from './operation-types';

describe('generated Storefront operation types', () => {
  it('when the documents or the schema change, then the committed types are regenerated (pnpm --filter @tjb/storefront codegen)', async () => {
    expect(readFileSync(OUTPUT_FILE, 'utf8')).toBe(await generateOperationTypes());
  });
});
