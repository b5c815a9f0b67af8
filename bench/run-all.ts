import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Runs every bench/*.bench.ts in its own process, one after another, so that one bench's memory
// and warm JIT do not colour the next one's figures.
const benchDirectory = dirname(fileURLToPath(import.meta.url));
const tsx = join(benchDirectory, '..', 'node_modules', '.bin', 'tsx');
const files = readdirSync(benchDirectory)
  .filter((file) => file.endsWith('.bench.ts'))
  .sort();

let failures = 0;
for (const file of files) {
  console.log(`# ${file}`);
  const run = spawnSync(tsx, [join(benchDirectory, file)], { stdio: 'inherit' });
  if (run.status !== 0) {
    failures += 1;
    console.log(`# ${file} exited with ${run.status ?? run.signal}`);
  }
}
process.exit(failures === 0 ? 0 : 1);
