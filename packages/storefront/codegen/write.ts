import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { generateOperationTypes, OUTPUT_FILE } from './operation-types';

void generateOperationTypes().then((text) => {
  mkdirSync(dirname(OUTPUT_FILE), { recursive: true });
  writeFileSync(OUTPUT_FILE, text);
});
