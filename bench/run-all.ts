import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Runs every bench/*.bench.ts in its own process, one after another, so that one bench's memory
// and warm JIT do not colour the next one's figures. Each runs as `npm start` runs the server
// (package.json): with the Node.js flags of its start script, so the app is measured as it is served.
const benchDirectory = dirname(fileURLToPath(import.meta.url));
const startScript = (JSON.parse(readFileSync(join(benchDirectory, '..', 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
const serverNodeFlags = startScript.split(' ').filter((word) => word.startsWith('--') && word !== '--import');
const files = readdirSync(benchDirectory)
  .filter((file) => file.endsWith('.bench.ts'))
  .sort();

let failures = 0;
for (const file of files) {
  console.log(`# ${file}`);
  // --expose-gc: each measured run starts from a collected heap (bench/measure-run.ts), so that the
  // garbage of the run before (an Excel export's, say) is not collected inside the next one's time.
  const run = spawnSync(process.execPath, [...serverNodeFlags, '--expose-gc', '--import', 'tsx', join(benchDirectory, file)], { stdio: 'inherit' });
  if (run.status !== 0) {
    failures += 1;
    console.log(`# ${file} exited with ${run.status ?? run.signal}`);
  }
}
process.exit(failures === 0 ? 0 : 1);
