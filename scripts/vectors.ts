import { resolve } from 'node:path';
import { checkVector } from './vector-check';
import { readVectorDirectory } from './vector-files';
import type { VectorFile } from './vector-files';

// Usage: npm run vectors -- DIR. Prints one line per failing vector, then `N passed, N failed`.
const directory = process.argv[2];
if (directory === undefined) {
  console.error('usage: npm run vectors -- DIR');
  process.exit(2);
}

let files: VectorFile[];
try {
  files = readVectorDirectory(resolve(directory));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

let passed = 0;
let failed = 0;
for (const { file, vector } of files) {
  const differences = checkVector(vector);
  if (differences.length === 0) {
    passed += 1;
  } else {
    failed += 1;
    console.log(`FAIL ${file}: ${differences.join('; ')}`);
  }
}
if (files.length === 0) console.error(`no *.json vectors in ${directory}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && files.length > 0 ? 0 : 1);
